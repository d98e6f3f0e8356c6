import Foundation

/// What the auth service needs from a password hash: a salt, and a slow hash of a password
/// with that salt. ``PasswordHasher`` (PBKDF2-HMAC-SHA256) is the production one; tests may
/// put in another (one of a fixed, known cost, to compare sign-in timings).
public protocol PasswordHashing: Sendable {
  /// The work factor for new hashes, stored beside each hash.
  var iterations: Int { get }
  /// A fresh random salt.
  func makeSalt() -> Data
  /// The hash of `password` with `salt` at `iterations`.
  func hash(_ password: String, salt: Data, iterations: Int) throws -> Data
}

extension PasswordHashing {
  /// Whether `password` matches `expected`, compared without leaking where they differ.
  public func verify(_ password: String, salt: Data, iterations: Int, expected: Data) throws -> Bool {
    let actual = try hash(password, salt: salt, iterations: iterations)
    return PasswordHasher.constantTimeEqual(actual, expected)
  }

  /// Whether a hash stored with `storedIterations` should be recomputed with ``iterations``.
  public func needsRehash(storedIterations: Int) -> Bool {
    storedIterations < iterations
  }
}
