import Foundation
import Testing

@testable import Services

/// A hasher whose every hash costs the same — PBKDF2 at one fixed count, whatever count the
/// caller asks for — and which counts its calls and notes the counts asked for.
final class FixedCostHasher: PasswordHashing, @unchecked Sendable {
  // `@unchecked Sendable`: `count` is only touched while holding `lock`.
  let iterations = 20_000
  private let inner = PasswordHasher.insecureForTesting(iterations: 20_000)
  private let lock = NSLock()
  private var count = 0
  private var asked: [Int] = []

  var calls: Int { lock.withLock { count } }
  /// The iteration counts callers asked for, in order.
  var askedIterations: [Int] { lock.withLock { asked } }
  func makeSalt() -> Data { inner.makeSalt() }
  func hash(_ password: String, salt: Data, iterations: Int) throws -> Data {
    lock.withLock {
      count += 1
      asked.append(iterations)
    }
    return try inner.hash(password, salt: salt, iterations: self.iterations)
  }
}

@MainActor
@Suite("Sign-in answers reveal nothing about which accounts exist", .serialized)
struct SignInPrivacyTests {
  let folder = TemporaryFolder()
  let hasher = FixedCostHasher()

  func session() throws -> Session {
    Session(database: try AppDatabase(path: folder.path("a.sqlite")), hasher: hasher)
  }

  /// What signing in as `email` answers, and the iteration counts of the hashes it cost.
  func attempt(_ session: Session, _ email: String) async -> (answer: String, hashes: [Int]) {
    let before = hasher.askedIterations.count
    do {
      try await session.auth.signIn(email: email, password: "wrong password")
      return ("signed in", Array(hasher.askedIterations.dropFirst(before)))
    } catch {
      return ("\(error)", Array(hasher.askedIterations.dropFirst(before)))
    }
  }

  @Test("a known email with a wrong password and an unknown email: same answer, same work, throttled alike")
  func sameAnswers() async throws {
    let session = try session()
    try await session.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    await session.auth.signOut()
    for round in 1...7 {
      let known = await attempt(session, "ada@example.com")
      let unknown = await attempt(session, "nobody@example.com")
      #expect(known.answer == unknown.answer, "attempt \(round)")
      #expect(known.hashes == unknown.hashes, "attempt \(round)")
      let expected = round <= SignInThrottle.freeAttempts ? "invalidCredentials" : "throttled"
      #expect(known.answer.hasPrefix(expected), "attempt \(round): \(known.answer)")
    }
  }
}
