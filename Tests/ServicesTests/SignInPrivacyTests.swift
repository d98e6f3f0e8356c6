import Foundation
import Testing

@testable import Services

/// A hasher whose every hash costs the same — PBKDF2 at one fixed count, whatever count the
/// caller asks for — and which counts its calls.
final class FixedCostHasher: PasswordHashing, @unchecked Sendable {
  // `@unchecked Sendable`: `count` is only touched while holding `lock`.
  let iterations = 20_000
  private let inner = PasswordHasher.insecureForTesting(iterations: 20_000)
  private let lock = NSLock()
  private var count = 0

  var calls: Int { lock.withLock { count } }
  func makeSalt() -> Data { inner.makeSalt() }
  func hash(_ password: String, salt: Data, iterations: Int) throws -> Data {
    lock.withLock { count += 1 }
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

  /// What signing in as `email` answers, and how many hashes it cost.
  func attempt(_ session: Session, _ email: String) async -> (answer: String, hashes: Int) {
    let before = hasher.calls
    do {
      try await session.auth.signIn(email: email, password: "wrong password")
      return ("signed in", hasher.calls - before)
    } catch {
      return ("\(error)", hasher.calls - before)
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

  @Test("median sign-in times match for known and unknown emails, throttled or not (fixed-cost hasher)")
  func sameTiming() async throws {
    let session = try session()
    let rounds = 15
    for index in 0..<rounds {
      try await session.auth.signUp(name: "U", email: "user\(index)@example.com", password: "correct horse")
    }
    await session.auth.signOut()
    var costs: [Duration] = []
    for _ in 0..<rounds {
      costs.append(await timed { _ = try? hasher.hash("password", salt: hasher.makeSalt(), iterations: 1) })
    }
    let hashCost = median(costs)
    var known: [Duration] = []
    var unknown: [Duration] = []
    for index in 0..<rounds {
      known.append(await timed { _ = await attempt(session, "user\(index)@example.com") })
      unknown.append(await timed { _ = await attempt(session, "nobody\(index)@example.com") })
    }
    expectSimilar(median(known), median(unknown), hashCost: hashCost, "wrong password vs unknown email")

    for email in ["user0@example.com", "nobody0@example.com"] {
      for _ in 1..<SignInThrottle.freeAttempts { _ = await attempt(session, email) }
    }
    known = []
    unknown = []
    for _ in 0..<rounds {
      known.append(await timed { _ = await attempt(session, "user0@example.com") })
      unknown.append(await timed { _ = await attempt(session, "nobody0@example.com") })
    }
    #expect(await attempt(session, "user0@example.com").answer.hasPrefix("throttled"))
    expectSimilar(median(known), median(unknown), hashCost: hashCost, "throttled known vs throttled unknown")
  }

  func timed(_ body: () async -> Void) async -> Duration {
    let clock = ContinuousClock()
    let start = clock.now
    await body()
    return clock.now - start
  }

  func median(_ values: [Duration]) -> Duration { values.sorted()[values.count / 2] }

  /// Closer than half a hash: what timing could reveal is a hash done for one answer and
  /// skipped for the other; scheduling noise on a shared machine stays well below that.
  func expectSimilar(_ a: Duration, _ b: Duration, hashCost: Duration, _ what: String) {
    let difference = a > b ? a - b : b - a
    #expect(difference < hashCost / 2, "\(what): medians \(a) and \(b), one hash \(hashCost)")
  }
}
