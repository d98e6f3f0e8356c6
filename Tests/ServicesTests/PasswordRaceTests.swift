import Foundation
import GRDB
import Testing

@testable import Services

/// A password changed by another instance between this instance's check and its write stands:
/// neither a password change nor a sign-in's stronger rehash here undoes it.
@MainActor
@Suite("A password changed elsewhere meanwhile")
struct PasswordRaceTests {
  /// Hashes as the test hasher does, and the first time it hashes after being armed, lets
  /// "another instance" change the password — between the check and the write.
  final class InterleavingHasher: PasswordHashing {
    // `nonisolated(unsafe)`: `hook` is only read and written under `lock`.
    private let inner: PasswordHasher
    private let lock = NSLock()
    private nonisolated(unsafe) var hook: (@Sendable () throws -> Void)?

    init(iterations: Int) { inner = .insecureForTesting(iterations: iterations) }

    var iterations: Int { inner.iterations }
    func makeSalt() -> Data { inner.makeSalt() }
    func hash(_ password: String, salt: Data, iterations: Int) throws -> Data {
      let result = try inner.hash(password, salt: salt, iterations: iterations)
      let pending = lock.withLock {
        defer { hook = nil }
        return hook
      }
      try pending?()
      return result
    }

    /// Runs `change` once, inside the next hash.
    func arm(_ change: @escaping @Sendable () throws -> Void) { lock.withLock { hook = change } }
  }

  /// What another instance does to change Ada's password to `password`.
  nonisolated static func changedElsewhere(
    _ database: AppDatabase, to password: String, iterations: Int
  ) throws {
    let hasher = PasswordHasher.insecureForTesting(iterations: iterations)
    let salt = hasher.makeSalt()
    let hash = try hasher.hash(password, salt: salt, iterations: iterations)
    try database.writer.write { db in
      try db.execute(
        sql: "UPDATE users SET password_hash = ?, password_salt = ?, password_iterations = ?",
        arguments: [hash, salt, iterations])
    }
  }

  @Test("changing the password here after it changed elsewhere is refused; the other change stands")
  func change() async throws {
    let folder = TemporaryFolder()
    let database = try AppDatabase(path: folder.path("a.sqlite"))
    let hasher = InterleavingHasher(iterations: 1_000)
    let session = Session(database: database, hasher: hasher)
    try await session.auth.signUp(name: "A", email: "a@b.c", password: "correct horse")
    hasher.arm { try Self.changedElsewhere(database, to: "tr0ub4dor elsewhere", iterations: 1_000) }
    await #expect(throws: AuthError.passwordChangedElsewhere) {
      try await session.auth.changePassword(current: "correct horse", new: "battery staple")
    }
    await session.auth.signOut()
    await #expect(throws: AuthError.invalidCredentials) {
      try await session.auth.signIn(email: "a@b.c", password: "battery staple")
    }
    try await session.auth.signIn(email: "a@b.c", password: "tr0ub4dor elsewhere")
  }

  @Test("a sign-in's stronger rehash of the old password never replaces a password changed meanwhile")
  func rehash() async throws {
    let folder = TemporaryFolder()
    let database = try AppDatabase(path: folder.path("a.sqlite"))
    let weak = Session(database: database, hasher: PasswordHasher.insecureForTesting(iterations: 1_000))
    try await weak.auth.signUp(name: "A", email: "a@b.c", password: "correct horse")
    await weak.auth.signOut()
    // A newer version hashes harder: signing in with the old hash stored rehashes it.
    let hasher = InterleavingHasher(iterations: 2_000)
    let session = Session(database: database, hasher: hasher)
    hasher.arm { try Self.changedElsewhere(database, to: "tr0ub4dor elsewhere", iterations: 1_000) }
    try await session.auth.signIn(email: "a@b.c", password: "correct horse")
    await session.auth.signOut()
    await #expect(throws: AuthError.invalidCredentials) {
      try await session.auth.signIn(email: "a@b.c", password: "correct horse")
    }
    try await session.auth.signIn(email: "a@b.c", password: "tr0ub4dor elsewhere")
  }
}
