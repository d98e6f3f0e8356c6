import Foundation
import GRDB
import Testing

@testable import Services

@MainActor
@Suite("Accounts")
struct AuthTests {
  @Test("sign up signs in; sign out clears everything; sign in again works")
  func lifecycle() async throws {
    let folder = TemporaryFolder()
    let session = Session(database: try AppDatabase(path: folder.path("a.sqlite")))
    let user = try await session.auth.signUp(
      name: "Ada", email: "Ada@Example.com ", password: "correct horse")
    #expect(user.email == "ada@example.com")
    #expect(session.cache.value.session == user)
    try await session.tasks.create(TaskDraft(title: "x"))
    await session.auth.signOut()
    #expect(session.cache.value == AppState())
    let again = try await session.auth.signIn(email: "ada@example.com", password: "correct horse")
    #expect(again == user)
  }

  @Test("sign-up input is validated and an email can be used once")
  func signUpRules() async throws {
    let folder = TemporaryFolder()
    let session = Session(database: try AppDatabase(path: folder.path("a.sqlite")))
    await #expect(throws: AuthError.emptyName) {
      try await session.auth.signUp(name: " ", email: "a@b.c", password: "12345678")
    }
    await #expect(throws: AuthError.invalidEmail) {
      try await session.auth.signUp(name: "A", email: "nope", password: "12345678")
    }
    await #expect(throws: AuthError.weakPassword) {
      try await session.auth.signUp(name: "A", email: "a@b.c", password: "short")
    }
    try await session.auth.signUp(name: "A", email: "a@b.c", password: "12345678")
    await #expect(throws: AuthError.emailTaken) {
      try await session.auth.signUp(name: "B", email: "A@B.C", password: "12345678")
    }
  }

  @Test("passwords are stored only as salted hashes")
  func storage() async throws {
    let folder = TemporaryFolder()
    let database = try AppDatabase(path: folder.path("a.sqlite"))
    let session = Session(database: database)
    try await session.auth.signUp(name: "A", email: "a@b.c", password: "correct horse")
    try await session.auth.signUp(name: "B", email: "b@b.c", password: "correct horse")
    let rows = try await database.writer.read { db in
      try Row.fetchAll(db, sql: "SELECT password_hash, password_salt FROM users").map {
        (hash: $0["password_hash"] as Data, salt: $0["password_salt"] as Data)
      }
    }
    #expect(rows.count == 2)
    #expect(rows[0].hash != rows[1].hash)
    #expect(rows[0].salt.count >= 16 && rows[0].salt != rows[1].salt)
    let file = try Data(contentsOf: URL(fileURLWithPath: folder.path("a.sqlite")))
    #expect(file.range(of: Data("correct horse".utf8)) == nil)
  }

  @Test("wrong passwords and unknown emails get the same answer")
  func wrongCredentials() async throws {
    let folder = TemporaryFolder()
    let session = Session(database: try AppDatabase(path: folder.path("a.sqlite")))
    try await session.auth.signUp(name: "A", email: "a@b.c", password: "correct horse")
    await session.auth.signOut()
    await #expect(throws: AuthError.invalidCredentials) {
      try await session.auth.signIn(email: "a@b.c", password: "nope")
    }
    await #expect(throws: AuthError.invalidCredentials) {
      try await session.auth.signIn(email: "x@b.c", password: "nope")
    }
    #expect(session.cache.value.session == nil)
  }

  @Test("five failures in a row slow further attempts, more each time, at most a minute; success resets")
  func throttling() async throws {
    let folder = TemporaryFolder()
    let now = FakeNow()
    let session = Session(database: try AppDatabase(path: folder.path("a.sqlite")), now: now)
    try await session.auth.signUp(name: "A", email: "a@b.c", password: "correct horse")
    for _ in 1...5 {
      await #expect(throws: AuthError.invalidCredentials) {
        try await session.auth.signIn(email: "a@b.c", password: "x")
      }
    }
    await #expect(throws: AuthError.throttled(retryAfterSeconds: 5)) {
      try await session.auth.signIn(email: "a@b.c", password: "correct horse")
    }
    now.advance(seconds: 5)
    await #expect(throws: AuthError.invalidCredentials) {
      try await session.auth.signIn(email: "a@b.c", password: "x")
    }
    await #expect(throws: AuthError.throttled(retryAfterSeconds: 10)) {
      try await session.auth.signIn(email: "a@b.c", password: "x")
    }
    for _ in 1...20 {
      now.advance(seconds: 60)
      await #expect(throws: AuthError.invalidCredentials) {
        try await session.auth.signIn(email: "a@b.c", password: "x")
      }
    }
    await #expect(throws: AuthError.throttled(retryAfterSeconds: 60), "never more than a minute") {
      try await session.auth.signIn(email: "a@b.c", password: "correct horse")
    }
    now.advance(seconds: 60)
    try await session.auth.signIn(email: "a@b.c", password: "correct horse")
    await #expect(throws: AuthError.invalidCredentials, "success resets the count") {
      try await session.auth.signIn(email: "a@b.c", password: "x")
    }
  }

  @Test("failures are forgotten a quarter of an hour after the last one")
  func throttleForgets() async throws {
    let folder = TemporaryFolder()
    let now = FakeNow()
    let session = Session(database: try AppDatabase(path: folder.path("a.sqlite")), now: now)
    for _ in 1...5 {
      await #expect(throws: AuthError.invalidCredentials) {
        try await session.auth.signIn(email: "nobody@b.c", password: "x")
      }
    }
    now.advance(seconds: TimeInterval(SignInThrottle.forgetAfterSeconds + 1))
    for _ in 1...4 {
      await #expect(throws: AuthError.invalidCredentials) {
        try await session.auth.signIn(email: "nobody@b.c", password: "x")
      }
    }
  }

  @Test("change password needs the current one and a strong new one")
  func changePassword() async throws {
    let folder = TemporaryFolder()
    let session = Session(database: try AppDatabase(path: folder.path("a.sqlite")))
    try await session.auth.signUp(name: "A", email: "a@b.c", password: "correct horse")
    await #expect(throws: AuthError.wrongCurrentPassword) {
      try await session.auth.changePassword(current: "wrong", new: "battery staple")
    }
    await #expect(throws: AuthError.weakPassword) {
      try await session.auth.changePassword(current: "correct horse", new: "x")
    }
    try await session.auth.changePassword(current: "correct horse", new: "battery staple")
    await session.auth.signOut()
    await #expect(throws: AuthError.invalidCredentials) {
      try await session.auth.signIn(email: "a@b.c", password: "correct horse")
    }
    try await session.auth.signIn(email: "a@b.c", password: "battery staple")
  }
}
