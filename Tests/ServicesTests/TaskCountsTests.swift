import Foundation
import GRDB
import Testing

@testable import Services

/// The counts table kept by triggers (`TaskCountsSchema`, migration v12) against `COUNT(*)`
/// over the tasks: after every kind of write — the app's services, raw SQL, foreign-key
/// actions — the sums the sign-in reads equal the tasks counted one by one.
@MainActor
@Suite("Task counts kept by triggers equal the tasks counted")
struct TaskCountsTests {
  /// `userID`'s counts on `day`, counted over the tasks themselves (what `TaskCounts.fetch`
  /// read before the counts table).
  nonisolated static func counted(_ db: Database, userID: Int64, day: Day) throws -> TaskCounts {
    func count(_ condition: String, _ arguments: StatementArguments = []) throws -> Int {
      var all: StatementArguments = [userID]
      all += arguments
      return try Int.fetchOne(
        db, sql: "SELECT COUNT(*) FROM tasks WHERE user_id = ? AND \(condition)", arguments: all)
        ?? 0
    }
    let inbox: [InboxFilter: Int] = [
      .all: try count("done = 0"), .done: try count("done = 1"),
      .today: try count("done = 0 AND due = ?", [day.description]),
      .overdue: try count("done = 0 AND due < ?", [day.description]),
    ]
    var projects: [Project.ID: Int] = [:]
    for row in try Row.fetchAll(
      db,
      sql: """
        SELECT project_id, COUNT(*) FROM tasks WHERE user_id = ? AND done = 0 AND project_id IS NOT NULL
        GROUP BY project_id
        """, arguments: [userID])
    {
      projects[row[0]] = row[1]
    }
    return TaskCounts(day: day, inbox: inbox, openByProject: projects)
  }

  /// Expects the kept counts to equal the counted ones for every user with tasks (and `also`),
  /// on every day from `days`, and `db check` to find nothing wrong with them.
  nonisolated static func expectAgreement(
    _ database: AppDatabase, days: [Day], also: [Int64] = [], _ step: String
  ) throws {
    try database.writer.read { db in
      let users = Set(
        try Int64.fetchAll(db, sql: "SELECT DISTINCT user_id FROM tasks WHERE user_id IS NOT NULL") + also)
      for user in users.sorted() {
        for day in days {
          let kept = try TaskCounts.fetch(db, userID: user, day: day)
          let counted = try counted(db, userID: user, day: day)
          #expect(kept == counted, "\(step): user \(user) on \(day)")
        }
      }
      #expect(try TaskCountsSchema.problems(db).isEmpty, "\(step)")
    }
  }

  /// A world of two users (Ada through the app's services, Eve and short-lived others through
  /// raw SQL), each with projects, changed at random.
  @MainActor
  struct World {
    let folder = TemporaryFolder()
    let database: AppDatabase
    let session: Session
    let today: Day
    var random: SeededGenerator

    init(seed: UInt64) async throws {
      database = try AppDatabase(path: folder.path("counts.sqlite"))
      let now = FakeNow()
      session = Session(database: database, now: now)
      today = Day(now.current)
      random = SeededGenerator(seed: seed)
      try await session.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
      for name in ["Home", "Work", "Garden"] { _ = try await session.projects.create(name: name) }
      try await database.writer.write { db in
        try db.execute(
          sql: """
            INSERT INTO users (name, email, password_hash, password_salt, password_iterations, created_at)
            VALUES ('Eve', 'eve@example.com', x'00', x'00', 1, '2026-01-01');
            INSERT INTO projects (user_id, name, created_at) VALUES (2, 'Eve 1', 0), (2, 'Eve 2', 0);
            """)
      }
    }

    mutating func pick<T>(_ values: [T]) -> T { values[Int(random.next() % UInt64(values.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }
    /// A due day near today (so Today and Overdue see each kind of change), or none.
    mutating func due() -> Day? { chance(25) ? nil : today.adding(days: Int(random.next() % 7) - 3) }

    func ids(_ sql: String) async throws -> [Int64] {
      try await database.writer.read { db in try Int64.fetchAll(db, sql: sql) }
    }
    func execute(_ sql: String, _ arguments: StatementArguments = []) async throws {
      try await database.writer.write { db in try db.execute(sql: sql, arguments: arguments) }
    }

    /// One random change; returns what it was, for the failure message.
    mutating func step() async throws -> String {
      let adaTasks = try await ids("SELECT id FROM tasks WHERE user_id = 1")
      let allTasks = try await ids("SELECT id FROM tasks")
      let adaProjects = try await ids("SELECT id FROM projects WHERE user_id = 1")
      let allProjects = try await ids("SELECT id FROM projects")
      let users = try await ids("SELECT id FROM users")
      let project: Int64? = chance(30) || adaProjects.isEmpty ? nil : pick(adaProjects)
      let anyProject: Int64? = chance(30) || allProjects.isEmpty ? nil : pick(allProjects)
      let kind = random.next() % 14
      switch kind {
      case 0, 1:
        let task = try await session.tasks.create(TaskDraft(title: "t", due: due(), projectID: project))
        if chance(30) { try await session.tasks.toggleDone(task.id) }
        return "service: create \(task.id)"
      case 2 where !adaTasks.isEmpty:
        let id = pick(adaTasks)
        try await session.tasks.toggleDone(id)
        return "service: toggle done \(id)"
      case 3 where !adaTasks.isEmpty:
        let id = pick(adaTasks)
        _ = try await session.tasks.edit(id, to: TaskDraft(title: "edited", due: due(), projectID: project))
        return "service: edit \(id)"
      case 4 where !adaTasks.isEmpty:
        let id = pick(adaTasks)
        try await session.tasks.move(id, to: project)
        return "service: move \(id)"
      case 5 where !adaTasks.isEmpty:
        let id = pick(adaTasks)
        try await session.tasks.delete(id)
        return "service: delete \(id)"
      case 6 where !adaProjects.isEmpty && chance(30):
        let id = pick(adaProjects)
        try await session.projects.delete(id)
        _ = try await session.projects.create(name: "P\(random.next())")
        return "service: delete project \(id) (SET NULL)"
      case 7:
        let user = pick(users)
        let count = Int(random.next() % 4) + 1
        for _ in 0..<count {
          try await execute(
            """
            INSERT INTO tasks (user_id, project_id, title, due, done, created_at, updated_at)
            VALUES (?, ?, 'raw', ?, ?, 0, 0)
            """, [user, anyProject, due()?.description, chance(40)])
        }
        return "SQL: insert \(count) for user \(user)"
      case 8 where !allTasks.isEmpty:
        let id = pick(allTasks)
        let change: (sql: String, arguments: StatementArguments)
        switch random.next() % 5 {
        case 0: change = ("done = NOT done", [])
        case 1: change = ("due = ?", [due()?.description])
        case 2: change = ("project_id = ?", [anyProject])
        case 3: change = ("user_id = ?", [pick(users)])
        default: change = ("title = 'x', due = due, done = done", [])
        }
        try await execute("UPDATE tasks SET \(change.sql) WHERE id = ?", change.arguments + [id])
        return "SQL: update \(change.sql) of \(id)"
      case 9:
        let modulus = Int(random.next() % 3) + 2
        try await execute(
          "UPDATE tasks SET done = NOT done, due = ? WHERE id % ? = 0", [due()?.description, modulus])
        return "SQL: update every \(modulus)th task"
      case 10 where !allTasks.isEmpty:
        let id = pick(allTasks)
        try await execute("DELETE FROM tasks WHERE id = ? OR id = ?", [id, pick(allTasks)])
        return "SQL: delete \(id) and another"
      case 11 where !allProjects.isEmpty:
        let id = pick(allProjects)
        try await execute("DELETE FROM projects WHERE id = ?", [id])
        try await execute(
          "INSERT INTO projects (user_id, name, created_at) VALUES (?, 'again', 0)",
          [pick([1, 2] as [Int64])])
        return "SQL: delete project \(id) (SET NULL)"
      case 12:
        try await execute(
          """
          INSERT INTO users (name, email, password_hash, password_salt, password_iterations, created_at)
          VALUES ('Tmp', ?, x'00', x'00', 1, 0)
          """, ["tmp\(random.next())@example.com"])
        return "SQL: a new user"
      case 13 where users.count > 2:
        let user = pick(users.filter { $0 > 2 })
        try await execute("DELETE FROM users WHERE id = ?", [user])
        return "SQL: delete user \(user) (CASCADE)"
      default:
        return "nothing"
      }
    }
  }

  @Test(
    "after each of random inserts, updates and deletes, through the services, raw SQL and foreign-key actions, the buckets sum to COUNT(*)",
    arguments: [1, 2, 3] as [UInt64])
  func property(seed: UInt64) async throws {
    var world = try await World(seed: seed)
    let days = (-4...4).map { world.today.adding(days: $0) }
    for number in 0..<150 {
      let step = try await world.step()
      try Self.expectAgreement(
        world.database, days: days, also: [1, 2], "seed \(seed) step \(number): \(step)")
    }
    let buckets = try await world.database.writer.read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM task_counts_by_due WHERE n <= 0") ?? -1
    }
    #expect(buckets == 0, "a bucket that reaches 0 is deleted")
  }

  @Test("a missing trigger makes the counts drift, db check says so, and repair counts again")
  func driftIsCaught() async throws {
    var world = try await World(seed: 9)
    let days = [world.today]
    for _ in 0..<20 { _ = try await world.step() }
    try await world.execute("DROP TRIGGER task_counts_by_due_update")
    try await world.execute("UPDATE tasks SET done = NOT done")
    let path = world.folder.path("counts.sqlite")
    let today = world.today
    try await world.database.writer.read { db in
      let kept = try TaskCounts.fetch(db, userID: 1, day: today)
      #expect(kept != (try Self.counted(db, userID: 1, day: today)))
    }
    let problems = try AppDatabase.integrityCheck(path: path)
    #expect(problems.contains { $0.contains("task_counts_by_due") && $0.contains("disagree") }, "\(problems)")
    #expect(problems.contains { $0.contains("task_counts_by_due_update") }, "\(problems)")
    let repairs = try world.database.repairTaskCounts()
    #expect(repairs.contains("restored the trigger task_counts_by_due_update"), "\(repairs)")
    #expect(repairs.contains("counted the tasks again into task_counts_by_due"), "\(repairs)")
    try Self.expectAgreement(world.database, days: days, "after repair")
    // The world's raw writes put tasks in any account's project on purpose (the counts must
    // follow them); that is the one problem db check may still name.
    let after = try AppDatabase.integrityCheck(path: path).filter {
      !$0.contains("another account's project")
    }
    #expect(after.isEmpty, "\(after)")
    #expect(try world.database.repairTaskCounts().isEmpty, "a sound file is left as it is")
    try await world.execute("DROP TABLE task_counts_by_project")
    #expect(try AppDatabase.integrityCheck(path: path).contains { $0.contains("are missing") })
    #expect(
      try world.database.repairTaskCounts().contains(
        "created the missing task counts (task_counts_by_project)"))
    try Self.expectAgreement(world.database, days: days, "after the table was made again")
  }

  @Test("migrating a v11 file with tasks counts them into the buckets")
  func migrationFromV11() throws {
    let folder = TemporaryFolder()
    let path = folder.path("v11.sqlite")
    let today = Day(year: 2026, month: 11, day: 27)
    do {
      let queue = try DatabaseQueue(path: path)
      try Migrations.migrator.migrate(
        queue, upTo: "v11: the task lists' orders as indexed columns, and counts by index")
      try queue.write { db in
        try db.execute(
          sql: """
            INSERT INTO users (name, email, password_hash, password_salt, password_iterations, created_at)
            VALUES ('Ada', 'ada@example.com', x'00', x'00', 1, 0), ('Eve', 'eve@example.com', x'00', x'00', 1, 0);
            INSERT INTO projects (user_id, name, created_at) VALUES (1, 'Home', 0), (1, 'Work', 0), (2, 'Eve', 0);
            """)
        for index in 0..<500 {
          try db.execute(
            sql: """
              INSERT INTO tasks (user_id, project_id, title, due, done, created_at, updated_at)
              VALUES (?, ?, 'old', ?, ?, 0, 0)
              """,
            arguments: [
              // Eve's tasks in Eve's project, Ada's in hers (or in none).
              index % 3 == 0 ? 2 : 1, index % 4 == 0 ? nil : index % 3 == 0 ? 3 : Int64(index % 2 + 1),
              index % 5 == 0 ? nil : today.adding(days: index % 9 - 4).description, index % 7 == 0,
            ])
        }
      }
      try queue.close()
    }
    let database = try AppDatabase(path: path)
    try Self.expectAgreement(database, days: (-5...5).map { today.adding(days: $0) }, "migrated")
    let all = try database.writer.read { db in try TaskCounts.fetch(db, userID: 1, day: today).inbox[.all] }
    #expect(all == (0..<500).filter { $0 % 3 != 0 && $0 % 7 != 0 }.count)
    let problems = try AppDatabase.integrityCheck(path: path)
    #expect(problems.isEmpty, "\(problems)")
  }

  @Test("a damaged task is counted as before the buckets: by the columns it has (the list skips it)")
  func damagedRowsCounted() async throws {
    let folder = TemporaryFolder()
    let path = folder.path("damaged.sqlite")
    let database = try AppDatabase(path: path)
    let session = Session(database: database)
    let today = Day(FakeNow().current)
    try await session.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    for index in 0..<6 {
      _ = try await session.tasks.create(TaskDraft(title: "task \(index)", due: index % 2 == 0 ? today : nil))
    }
    try database.close()
    // A crafted file: `done` and `user_id` may be NULL, and hold values of any kind.
    let queue = try DatabaseQueue(path: path)
    try await queue.writeWithoutTransaction { db in
      let version = try Int.fetchOne(db, sql: "PRAGMA schema_version") ?? 0
      try db.execute(sql: "PRAGMA writable_schema = ON")
      try db.execute(
        sql: "UPDATE sqlite_schema SET sql = replace(replace(sql, ?, ?), ?, ?) WHERE name = 'tasks'",
        arguments: [
          "done INTEGER NOT NULL", "done INTEGER", "user_id INTEGER NOT NULL", "user_id INTEGER",
        ])
      try db.execute(sql: "PRAGMA schema_version = \(version + 1)")
      try db.execute(sql: "PRAGMA writable_schema = OFF")
    }
    try queue.close()
    let reopened = try AppDatabase(path: path)
    try await reopened.writer.write { db in
      try db.execute(
        sql: """
          UPDATE tasks SET created_at = 'garbage' WHERE id = 1;
          UPDATE tasks SET done = NULL WHERE id = 2;
          UPDATE tasks SET done = 'yes', due = x'00' WHERE id = 3;
          UPDATE tasks SET due = 42 WHERE id = 4;
          UPDATE tasks SET user_id = NULL WHERE id = 5;
          INSERT INTO tasks (user_id, title, done, created_at, updated_at) VALUES (1, 'raw', NULL, 0, 0);
          """)
    }
    try Self.expectAgreement(reopened, days: [today], "damaged")
    try await reopened.writer.write { db in
      try db.execute(sql: "UPDATE tasks SET done = 0, user_id = 1, due = NULL WHERE id IN (2, 3, 5)")
      try db.execute(sql: "DELETE FROM tasks WHERE done IS NULL")
    }
    try Self.expectAgreement(reopened, days: [today], "mended")
    let kept = try await reopened.writer.read { db in try TaskCounts.fetch(db, userID: 1, day: today) }
    #expect(kept.inbox[.all] == 6, "the row that cannot be decoded (task 1) is still counted, as before")
  }
}
