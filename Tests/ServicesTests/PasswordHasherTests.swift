import Foundation
import GRDB
import Testing

@testable import Services

@Suite("Password hashing")
struct PasswordHasherTests {
  @Test("the production default is PBKDF2-HMAC-SHA256 with at least 600,000 iterations")
  func productionDefault() throws {
    #expect(PasswordHasher.defaultIterations >= 600_000)
    let hasher = PasswordHasher()
    #expect(hasher.iterations >= 600_000)
    #expect(!hasher.isInsecureForTesting)
    let salt = hasher.makeSalt()
    let hash = try hasher.hash("correct horse", salt: salt, iterations: hasher.iterations)
    #expect(hash.count == 32)
    #expect(try hasher.verify("correct horse", salt: salt, iterations: hasher.iterations, expected: hash))
    #expect(try !hasher.verify("correct horsf", salt: salt, iterations: hasher.iterations, expected: hash))
  }

  @Test("a production hasher cannot be weakened; only the explicit test hasher can")
  func onlyTestsLowerTheCount() {
    #expect(PasswordHasher(iterations: 1_000).iterations == PasswordHasher.defaultIterations)
    #expect(PasswordHasher(iterations: 1_000_000).iterations == 1_000_000)
    let weak = PasswordHasher.insecureForTesting(iterations: 1_000)
    #expect(weak.iterations == 1_000 && weak.isInsecureForTesting)
  }

  @Test("the hash is standard PBKDF2-HMAC-SHA256 (RFC 7914 test vector)")
  func knownAnswer() throws {
    // RFC 7914 §11: P = "passwd", S = "salt", c = 1, dkLen = 64; our 32-byte prefix.
    let hash = try PasswordHasher.insecureForTesting(iterations: 1)
      .hash("passwd", salt: Data("salt".utf8), iterations: 1)
    #expect(
      hash.map { String(format: "%02x", $0) }.joined()
        == "55ac046e56e3089fec1691c22544b605f94185216dde0465e68b9d57c20dacbc")
  }

  @Test("salts are random and 16 bytes; comparison looks at every byte")
  func saltsAndComparison() {
    let hasher = PasswordHasher.insecureForTesting()
    let salts = Set((0..<50).map { _ in hasher.makeSalt() })
    #expect(salts.count == 50 && salts.allSatisfy { $0.count == 16 })
    #expect(PasswordHasher.constantTimeEqual(Data([1, 2, 3]), Data([1, 2, 3])))
    #expect(!PasswordHasher.constantTimeEqual(Data([1, 2, 3]), Data([1, 2, 4])))
    #expect(!PasswordHasher.constantTimeEqual(Data([9, 2, 3]), Data([1, 2, 3])))
    #expect(!PasswordHasher.constantTimeEqual(Data([1, 2]), Data([1, 2, 3])))
  }

  @Test("the throttle is free for four failures, then waits longer each time, never over a minute")
  func throttleSchedule() {
    #expect((1...4).map(SignInThrottle.delaySeconds(afterFailures:)) == [0, 0, 0, 0])
    #expect((5...9).map(SignInThrottle.delaySeconds(afterFailures:)) == [5, 10, 20, 40, 60])
    #expect(SignInThrottle.delaySeconds(afterFailures: 10_000) == 60)
  }

  @Test("a hash stored with fewer iterations than configured is upgraded at the next sign-in")
  @MainActor
  func rehashOnSignIn() async throws {
    let folder = TemporaryFolder()
    let database = try AppDatabase(path: folder.path("a.sqlite"))
    let old = Session(database: database, hasher: PasswordHasher.insecureForTesting(iterations: 1_000))
    try await old.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let stored = { @Sendable in
      try await database.read { db in
        let row = try Row.fetchOne(db, sql: "SELECT password_iterations, password_salt FROM users")!
        return (iterations: row["password_iterations"] as Int, salt: row["password_salt"] as Data)
      }
    }
    let before = try await stored()
    let stronger = Session(database: database, hasher: PasswordHasher.insecureForTesting(iterations: 2_000))
    try await stronger.auth.signIn(email: "ada@example.com", password: "correct horse")
    let after = try await stored()
    #expect(before.iterations == 1_000)
    #expect(after.iterations == 2_000)
    #expect(after.salt != before.salt)
    await stronger.auth.signOut()
    try await stronger.auth.signIn(email: "ada@example.com", password: "correct horse")
    // A weaker build still verifies the stronger hash, and does not downgrade it.
    try await old.auth.signIn(email: "ada@example.com", password: "correct horse")
    #expect(try await stored().iterations == 2_000)
  }
}
