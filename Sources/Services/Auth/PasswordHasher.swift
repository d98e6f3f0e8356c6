import Crypto
import Foundation
import _CryptoExtras

/// Salted PBKDF2-HMAC-SHA256 password hashes, compared in constant time.
public struct PasswordHasher: Sendable {
  /// The production work factor (OWASP's 2023 recommendation for PBKDF2-HMAC-SHA256).
  public static let defaultIterations = 600_000

  /// Iterations for new hashes. Lower only in tests, through `Configuration`.
  public let iterations: Int

  public init(iterations: Int = PasswordHasher.defaultIterations) {
    self.iterations = iterations
  }

  /// A fresh random salt.
  public func makeSalt() -> Data {
    Data(SymmetricKey(size: .init(bitCount: 128)).withUnsafeBytes { Array($0) })
  }

  /// The hash of `password` with `salt` at `iterations`.
  public func hash(_ password: String, salt: Data, iterations: Int) throws -> Data {
    let key = try KDF.Insecure.PBKDF2.deriveKey(
      from: Data(password.utf8), salt: salt, using: .sha256, outputByteCount: 32,
      unsafeUncheckedRounds: iterations)
    return key.withUnsafeBytes { Data($0) }
  }

  /// Whether `password` matches `expected`, compared without leaking where they differ.
  public func verify(_ password: String, salt: Data, iterations: Int, expected: Data) throws -> Bool {
    let actual = try hash(password, salt: salt, iterations: iterations)
    guard actual.count == expected.count else { return false }
    var difference: UInt8 = 0
    for (left, right) in zip(actual, expected) { difference |= left ^ right }
    return difference == 0
  }
}
