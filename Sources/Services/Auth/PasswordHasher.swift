import Crypto
import Foundation
import _CryptoExtras

/// Salted PBKDF2-HMAC-SHA256 password hashes, compared in constant time.
///
/// The iteration count is stored beside every hash, so raising ``defaultIterations`` (or
/// building a hasher with more) upgrades each account the next time it signs in. The count
/// can be lowered below the production default only through ``insecureForTesting(iterations:)``.
///
/// ```swift
/// let hasher = PasswordHasher()  // 600,000 iterations
/// let salt = hasher.makeSalt()
/// let hash = try hasher.hash("correct horse", salt: salt, iterations: hasher.iterations)
/// ```
public struct PasswordHasher: PasswordHashing, Equatable {
  /// The production work factor (OWASP's 2023 recommendation for PBKDF2-HMAC-SHA256).
  public static let defaultIterations = 600_000
  /// The smallest count swift-crypto's checked PBKDF2 accepts; fewer needs the unchecked call.
  static let checkedMinimum = 210_000
  /// Salt length in bytes.
  public static let saltByteCount = 16
  /// Derived key length in bytes.
  public static let hashByteCount = 32

  /// Iterations for new hashes.
  public let iterations: Int
  /// Whether this hasher was built for tests, with fewer iterations than production.
  public let isInsecureForTesting: Bool

  /// A production hasher. A count below ``defaultIterations`` is raised to it; a higher
  /// count is kept (and upgrades stored hashes on the next sign-in).
  public init(iterations: Int = PasswordHasher.defaultIterations) {
    self.iterations = max(iterations, Self.defaultIterations)
    self.isInsecureForTesting = false
  }

  private init(testingIterations: Int) {
    self.iterations = max(1, testingIterations)
    self.isInsecureForTesting = true
  }

  /// A deliberately weak hasher so tests do not spend a second per sign-in. Never use it
  /// outside tests: it is the only way to get fewer than ``defaultIterations``.
  public static func insecureForTesting(iterations: Int = 1_000) -> PasswordHasher {
    PasswordHasher(testingIterations: iterations)
  }

  /// A fresh random salt of ``saltByteCount`` bytes.
  public func makeSalt() -> Data {
    Data(SymmetricKey(size: .init(bitCount: Self.saltByteCount * 8)).withUnsafeBytes { Array($0) })
  }

  /// The hash of `password` with `salt` at `iterations` (the count stored with the hash).
  public func hash(_ password: String, salt: Data, iterations: Int) throws -> Data {
    let key: SymmetricKey
    if iterations >= Self.checkedMinimum {
      key = try KDF.Insecure.PBKDF2.deriveKey(
        from: Data(password.utf8), salt: salt, using: .sha256, outputByteCount: Self.hashByteCount,
        rounds: iterations)
    } else {
      // Only test hashers and hashes stored by test builds get here.
      key = try KDF.Insecure.PBKDF2.deriveKey(
        from: Data(password.utf8), salt: salt, using: .sha256, outputByteCount: Self.hashByteCount,
        unsafeUncheckedRounds: max(1, iterations))
    }
    return key.withUnsafeBytes { Data($0) }
  }

  /// Compares every byte, whatever the first difference, so timing reveals nothing.
  static func constantTimeEqual(_ left: Data, _ right: Data) -> Bool {
    guard left.count == right.count else { return false }
    var difference: UInt8 = 0
    for (a, b) in zip(left, right) { difference |= a ^ b }
    return difference == 0
  }
}
