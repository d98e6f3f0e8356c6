import Benchmark
import DataCache
import Foundation
import Services

/// Whether a failed sign-in's duration tells a known email from an unknown one. Three rows on
/// a fresh database with a 20,000-iteration PBKDF2 hasher (the production count is slow on
/// purpose; the rows only need to be comparable):
/// - the floor: one hash of a password at that count, the work every attempt must do;
/// - a known email with a wrong password (a different account each time, so the throttle,
///   which counts failures per email, never starts);
/// - an unknown email (a different one each time).
/// The last two should both sit one hash above nothing, and equal to each other within noise.
/// (The tests check the same property exactly, by counting hashes rather than timing them.)
func registerSignInBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(3),
    maxIterations: 100)
  Benchmark("Sign-in floor: one PBKDF2-SHA256 hash, 20,000 iterations", configuration: configuration) {
    benchmark in
    let hasher = SignInFixture.hasher
    for _ in benchmark.scaledIterations {
      blackHole(
        try? hasher.hash("wrong password", salt: hasher.makeSalt(), iterations: SignInFixture.iterations))
    }
  }
  Benchmark("Sign-in refused: known email, wrong password", configuration: configuration) { benchmark async in
    await measureRefusedSignIn(benchmark, known: true)
  } setup: {
    try await SignInFixture.shared.prepare()
  } teardown: {
    await SignInFixture.shared.remove()
  }
  Benchmark("Sign-in refused: unknown email", configuration: configuration) { benchmark async in
    await measureRefusedSignIn(benchmark, known: false)
  } setup: {
    try await SignInFixture.shared.prepare()
  } teardown: {
    await SignInFixture.shared.remove()
  }
}

/// Times failed sign-ins, each at an email not tried before.
func measureRefusedSignIn(_ benchmark: Benchmark, known: Bool) async {
  guard let auth = await SignInFixture.shared.auth else {
    return benchmark.error("could not make the accounts")
  }
  for _ in benchmark.scaledIterations {
    // Each attempt at an email never tried, however often the harness calls this closure.
    let index = await SignInFixture.shared.nextIndex()
    let email = known ? "user\(index)@example.com" : "nobody\(index)@example.com"
    benchmark.startMeasurement()
    let result = try? await auth.signIn(email: email, password: "wrong password")
    benchmark.stopMeasurement()
    blackHole(result)
  }
}

/// A temporary database with `accounts` users, and the auth service over it, made once per
/// benchmark process (in its setup, not measured).
actor SignInFixture {
  static let shared = SignInFixture()
  static let accounts = 400
  static let iterations = 20_000
  static let hasher = PasswordHasher.insecureForTesting(iterations: iterations)
  private(set) var auth: SQLiteAuthService?
  /// The database behind ``auth``, removed by ``remove()``.
  private var database: AppDatabase?
  private var used = 0

  /// The next account's index (each is used once; the throttle never starts).
  func nextIndex() -> Int {
    used += 1
    return (used - 1) % Self.accounts
  }

  func prepare() async throws {
    guard auth == nil else { return }
    let path = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switchyard-bench-signin-\(UUID()).sqlite"
    ).path
    let database = try AppDatabase(path: path)
    let cache = await DataCache(value: AppState())
    let auth = SQLiteAuthService(
      context: ServiceContext(database: database, cache: cache), hasher: Self.hasher)
    for index in 0..<Self.accounts {
      _ = try await auth.signUp(name: "U", email: "user\(index)@example.com", password: "correct horse")
      await auth.signOut()
    }
    self.auth = auth
    self.database = database
  }

  /// Closes the database and deletes its files (the `-wal` and `-shm` files too), so a run
  /// leaves nothing in the temporary directory.
  func remove() {
    guard let database else { return }
    try? database.close()
    for suffix in ["", "-wal", "-shm"] {
      try? FileManager.default.removeItem(atPath: database.path + suffix)
    }
    self.database = nil
    auth = nil
  }
}
