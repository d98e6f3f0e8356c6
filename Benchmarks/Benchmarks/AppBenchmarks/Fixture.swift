import Container
import Foundation
import GRDB
import Services

/// A database with one user, 20 projects and 100,000 tasks, made once per run.
actor Fixture {
  static let shared = Fixture()
  static let taskCount = 100_000
  /// Kept between runs (and between the benchmark processes of one run), so a benchmark's
  /// memory figure is the app's, not the cost of building the fixture.
  let path = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-bench-100k-v1.sqlite")
    .path
  private var ready = false
  private(set) var user: User?

  func prepare() async throws {
    guard !ready else { return }
    if let existing = try? AppDatabase(path: path),
      let user = try? await existing.writer.read({ db in
        try Row.fetchOne(db, sql: "SELECT id, (SELECT count(*) FROM tasks) AS n FROM users LIMIT 1")
          .flatMap {
            $0["n"] == Self.taskCount ? User(id: $0["id"], name: "Bench", email: "bench@example.com") : nil
          }
      })
    {
      self.user = user
      ready = true
      return
    }
    try? FileManager.default.removeItem(atPath: path)
    let database = try AppDatabase(path: path)
    let words = [
      "milk", "bread", "report", "review", "garden", "invoice", "call", "email", "plan", "fix",
      "book", "clean", "buy", "write", "read", "pay", "order", "check", "update", "prepare",
    ]
    user = try await database.writer.write { db -> User in
      try db.execute(
        sql: """
          INSERT INTO users (name, email, password_hash, password_salt, password_iterations, created_at)
          VALUES ('Bench', 'bench@example.com', x'00', x'00', 1, ?)
          """, arguments: [Date()])
      let userID = db.lastInsertedRowID
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
      let nouns = Self.nouns
      for index in 0..<Self.taskCount {
        let title = "\(words[index % 20].capitalized) the \(nouns[(index * 7) % nouns.count]) \(index)"
        let notes =
          index % 3 == 0 ? "Notes about \(words[(index / 7) % 20]) and \(words[(index / 11) % 20])" : ""
        let due: String? = index % 4 == 0 ? today.adding(days: index % 60 - 30).description : nil
        try insert.execute(arguments: [
          userID, index % 5 == 0 ? nil : Int64(index % 20 + 1), title, notes, due, index % 4, index % 10 == 0,
          Date(), Date(),
        ])
      }
      return User(id: userID, name: "Bench", email: "bench@example.com")
    }
    ready = true
  }

  /// 600 made-up nouns (two or three syllables), so a word matches ~170 of the 100,000
  /// tasks, as in a real list, rather than a fifth of them.
  static let nouns: [String] = {
    let syllables = ["ka", "lo", "mi", "ru", "se", "ta", "vo", "ne", "pi", "da", "fu", "go"]
    var result: [String] = []
    for a in syllables { for b in syllables { for c in ["", "n", "r", "l"] { result.append(a + b + c) } } }
    return Array(result.prefix(600))
  }()

  nonisolated var configuration: Container.Configuration {
    Container.Configuration(databasePath: path, logPath: nil)
  }
}
