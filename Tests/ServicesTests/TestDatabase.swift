import DataCache
import Foundation
import Services

/// A fresh database file in a temporary folder, removed when the value goes away.
final class TemporaryFolder {
  let url: URL

  init() {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switchyard-tests-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    try? FileManager.default.removeItem(at: url)
  }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }
}

/// A test clock for wall time: services read `now`, tests move it.
final class FakeNow: @unchecked Sendable {
  // `@unchecked Sendable`: the date is guarded by the lock.
  private let lock = NSLock()
  private var date = Date(timeIntervalSince1970: 1_800_000_000)

  var current: Date { lock.withLock { date } }
  func advance(seconds: TimeInterval) { lock.withLock { date += seconds } }
}

/// Services for one user session over a shared database, with a cheap KDF for speed.
@MainActor
struct Session {
  let cache = DataCache(value: AppState())
  let auth: SQLiteAuthService
  let projects: SQLiteProjectService
  let tasks: SQLiteTaskService

  let context: ServiceContext

  init(
    database: AppDatabase, now: FakeNow = FakeNow(),
    hasher: any PasswordHashing = PasswordHasher.insecureForTesting(iterations: 1_000)
  ) {
    context = ServiceContext(database: database, cache: cache, now: { now.current })
    auth = SQLiteAuthService(context: context, hasher: hasher)
    projects = SQLiteProjectService(context: context)
    tasks = SQLiteTaskService(context: context)
  }
}

extension Session {
  /// Services over a new database file in `folder`, with Ada signed up (and so signed in).
  static func signedIn(
    _ folder: TemporaryFolder, as email: String = "ada@example.com"
  ) async throws -> Session {
    let session = Session(database: try AppDatabase(path: folder.path("a.sqlite")))
    try await session.auth.signUp(name: "Ada", email: email, password: "correct horse")
    return session
  }
}

extension AppDatabase {
  /// Adds two users, Ada (id 1) and Eve (id 2), with placeholder password fields.
  func addAdaAndEve() throws {
    try writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO users (name, email, password_hash, password_salt, password_iterations, created_at)
          VALUES ('Ada', 'ada@example.com', x'01', x'02', 1, '2026-01-01'),
                 ('Eve', 'eve@example.com', x'03', x'04', 1, '2026-01-02');
          """)
    }
  }
}
