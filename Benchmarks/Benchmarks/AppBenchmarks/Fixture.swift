import Container
import Foundation
import GRDB
import Services

/// A database with one user, 20 projects and `taskCount` tasks, and a remembered sign-in for
/// it (the session file beside it), made once and kept in the temporary folder between runs
/// and between the benchmark processes of one run: a benchmark's memory figure is the app's,
/// not the cost of building its fixture.
///
/// Built in one transaction with one prepared statement, the search index and the task counts
/// filled once at the end (not row by row by their triggers): a million tasks take about half a
/// minute. The name's version changes when a file made by an earlier build must not be reused
/// or migrated in place (`-v5`: the Space rows before it left the tasks they marked done).
actor Fixture {
  static let sizes = [1_000, 10_000, 100_000, 1_000_000]
  private static let fixtures = Dictionary(uniqueKeysWithValues: sizes.map { ($0, Fixture(taskCount: $0)) })

  /// The fixture with `taskCount` tasks (one of ``sizes``).
  static func sized(_ taskCount: Int) -> Fixture { fixtures[taskCount]! }

  let taskCount: Int
  let path: String
  private var ready = false

  private init(taskCount: Int) {
    self.taskCount = taskCount
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("switchyard-bench-\(taskCount)-v5.sqlite").path
  }

  /// The app's configuration on this file: the remembered sign-in beside it, a quick password
  /// hash (signing up the fixture's user is not measured), no log, and `clock` for the app's
  /// delays (the search's debounce).
  nonisolated func configuration(clock: any Clock<Duration> = ContinuousClock()) -> Container.Configuration {
    var configuration = Container.Configuration(
      databasePath: path, clock: clock, passwordHasher: .insecureForTesting(iterations: 1_000), logPath: nil)
    configuration.sessionPath = path + ".session"
    return configuration
  }

  /// Makes the file unless a complete one is there already.
  func prepare() async throws {
    guard !ready else { return }
    if try await Self.isComplete(configuration(), taskCount: taskCount) {
      ready = true
      return
    }
    for suffix in ["", "-wal", "-shm", ".session"] {
      try? FileManager.default.removeItem(atPath: path + suffix)
    }
    let userID = try await Self.signUp(configuration())
    try Self.fill(path: path, userID: userID, taskCount: taskCount)
    ready = true
  }

  /// Whether the file holds `taskCount` tasks and its remembered sign-in still signs in.
  @MainActor
  private static func isComplete(
    _ configuration: Container.Configuration, taskCount: Int
  ) async throws -> Bool {
    guard FileManager.default.fileExists(atPath: configuration.databasePath),
      let sessionPath = configuration.sessionPath, let token = SignInFile(path: sessionPath).read()
    else { return false }
    let database = try AppDatabase(path: configuration.databasePath)
    guard try database.user(forSession: token, osUser: configuration.osUser) != nil else { return false }
    return try await database.writer.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM tasks") }
      == taskCount
  }

  /// Signs the fixture's user up through the app, which remembers the sign-in in the session
  /// file; returns their id.
  @MainActor
  private static func signUp(_ configuration: Container.Configuration) async throws -> Int64 {
    let container = try AppContainer(configuration: configuration)
    container.start()
    let user = try await container.auth.signUp(
      name: "Bench", email: "bench@example.com", password: "bench password")
    await container.work.idle()
    container.stop()
    _ = container.close()
    return user.id
  }

  /// Adds 20 projects and `taskCount` tasks in one transaction, then fills the search index.
  private static func fill(path: String, userID: Int64, taskCount: Int) throws {
    let database = try AppDatabase(path: path)
    try database.writer.write { db in
      // The search index's and the task counts' triggers, restored by the repairs below (the
      // project name's stay: one UPDATE per task in a project).
      for trigger in try String.fetchAll(
        db,
        sql: """
          SELECT name FROM sqlite_master WHERE type = 'trigger' AND tbl_name = 'tasks'
          AND name NOT LIKE 'tasks_project_key_%'
          """)
      {
        try db.execute(sql: "DROP TRIGGER \(trigger)")
      }
      for number in 1...20 {
        try db.execute(
          sql: "INSERT INTO projects (user_id, name, created_at) VALUES (?, ?, ?)",
          arguments: [userID, "Project \(number)", Date()])
      }
      let insert = try db.makeStatement(
        sql: """
          INSERT INTO tasks (user_id, project_id, title, notes, due, priority, done, created_at, updated_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
          """)
      let today = Day(Date())
      let now = Date()
      for index in 0..<taskCount {
        let task = FixtureTask(index)
        try insert.execute(arguments: [
          userID, task.project, task.title, task.notes, task.due.map { today.adding(days: $0).description },
          index % 4, task.isDone, now, now,
        ])
      }
    }
    // Restores the triggers and fills the index and the counts from the tasks, in one pass.
    try database.repairSearchIndex()
    try database.repairTaskCounts()
  }
}

/// The values of the fixture's task number `index`.
struct FixtureTask {
  static let words = [
    "milk", "bread", "report", "review", "garden", "invoice", "call", "email", "plan", "fix",
    "book", "clean", "buy", "write", "read", "pay", "order", "check", "update", "prepare",
  ]
  /// 576 made-up nouns (two syllables and an optional letter), so a noun matches about one
  /// task in 576 — a few hundred at 100,000 — as words do in a real list.
  static let nouns: [String] = {
    let syllables = ["ka", "lo", "mi", "ru", "se", "ta", "vo", "ne", "pi", "da", "fu", "go"]
    var result: [String] = []
    for a in syllables { for b in syllables { for c in ["", "n", "r", "l"] { result.append(a + b + c) } } }
    return result
  }()

  let title: String
  let notes: String
  /// Days from today (a quarter of the tasks, from 30 days ago to 29 days ahead).
  let due: Int?
  let project: Int64?
  let isDone: Bool

  init(_ index: Int) {
    title = "\(Self.words[index % 20].capitalized) the \(Self.nouns[(index * 7) % Self.nouns.count]) \(index)"
    notes =
      index % 3 == 0 ? "Notes about \(Self.words[(index / 7) % 20]) and \(Self.words[(index / 11) % 20])" : ""
    due = index % 4 == 0 ? index % 60 - 30 : nil
    project = index % 5 == 0 ? nil : Int64(index % 20 + 1)
    isDone = index % 10 == 0
  }
}
