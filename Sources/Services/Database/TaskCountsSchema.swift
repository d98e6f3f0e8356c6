import GRDB

/// How many tasks each user has per bucket, kept in two tables by triggers on `tasks`, so the
/// sign-in counts sum a few buckets rather than walk one index entry per task:
/// - `task_counts_by_due`: per user, done or not, and due day (Inbox: All, Today, Overdue, Done);
/// - `task_counts_by_project`: per user, done or not, and project (the projects' open counts).
///
/// Two tables, not one keyed by all four columns: their rows add up (due days + projects)
/// where one table's would multiply (due days × projects). A bucket is keyed by its columns'
/// `quote()`, so a task without a due day or project has a bucket of its own (`NULL`s are
/// distinct in a plain unique index); a bucket that reaches 0 is deleted. A foreign-key action
/// (a project deleted: `SET NULL`; a user deleted: `CASCADE`) fires these triggers like any
/// other change (`TaskCountsTests` proves it). Created by migration v12, checked by `db check`
/// and rebuilt by ``AppDatabase/repairTaskCounts()`` — one definition for all three.
enum TaskCountsSchema {
  /// One counts table: its name and the task column beside `user_id` and `done` it counts by.
  struct Table: Sendable {
    let name: String
    let column: String

    /// Its bucket's key, as the unique index and every `ON CONFLICT` spell it: each column
    /// quoted, so `NULL` (no due day, no project, or a damaged row's) is a value like others.
    var key: String { "quote(user_id), quote(done), quote(\(column))" }

    /// Creates the table, its unique index (the triggers find a bucket by it) and the index
    /// the sums read (a range per user and done, covering).
    var create: String {
      """
      CREATE TABLE \(name) (user_id INTEGER, done INTEGER, \(column) \(type), n INTEGER NOT NULL);
      CREATE UNIQUE INDEX \(name)_bucket ON \(name)(\(key));
      CREATE INDEX \(name)_sums ON \(name)(user_id, done, \(column), n);
      """
    }

    /// The task column's declared type, so a bucket's value compares as the task's does. No
    /// column is `NOT NULL`: a crafted file's task may lack any of them, and is counted too.
    var type: String { column == "due" ? "TEXT" : "INTEGER" }

    /// Empties the table and counts every task into it.
    var fill: String {
      """
      DELETE FROM \(name);
      INSERT INTO \(name)(user_id, done, \(column), n)
        SELECT user_id, done, \(column), COUNT(*) FROM tasks GROUP BY user_id, done, \(column);
      """
    }

    /// The buckets that differ from a count of the tasks, either way (0 when the table is right).
    var differences: String {
      """
      SELECT COUNT(*) FROM (
        SELECT * FROM (SELECT \(key), COUNT(*) FROM tasks GROUP BY user_id, done, \(column)
          EXCEPT SELECT \(key), n FROM \(name))
        UNION ALL
        SELECT * FROM (SELECT \(key), n FROM \(name)
          EXCEPT SELECT \(key), COUNT(*) FROM tasks GROUP BY user_id, done, \(column))
      )
      """
    }

    /// The statements that count the task `row` (`new` or `old`) in (`+1`) or out (`-1`).
    func count(_ row: String, _ delta: Int) -> String {
      if delta > 0 {
        return """
            INSERT INTO \(name)(user_id, done, \(column), n) VALUES (\(row).user_id, \(row).done, \(row).\(column), 1)
              ON CONFLICT(\(key)) DO UPDATE SET n = n + 1;
          """
      }
      let bucket =
        "(\(key)) = (quote(\(row).user_id), quote(\(row).done), quote(\(row).\(column)))"
      return """
            UPDATE \(name) SET n = n - 1 WHERE \(bucket);
            DELETE FROM \(name) WHERE \(bucket) AND n <= 0;
        """
    }

    /// Each trigger's name and its `CREATE TRIGGER` statement: a task inserted, deleted, or
    /// moved to another bucket (an update that leaves the bucket's columns as they were does
    /// nothing).
    var triggers: [String: String] {
      [
        "\(name)_insert": """
        CREATE TRIGGER \(name)_insert AFTER INSERT ON tasks BEGIN
        \(count("new", 1))
        END;
        """,
        "\(name)_delete": """
        CREATE TRIGGER \(name)_delete AFTER DELETE ON tasks BEGIN
        \(count("old", -1))
        END;
        """,
        "\(name)_update": """
        CREATE TRIGGER \(name)_update AFTER UPDATE OF user_id, done, \(column) ON tasks
          WHEN old.user_id IS NOT new.user_id OR old.done IS NOT new.done OR old.\(column) IS NOT new.\(column)
        BEGIN
        \(count("old", -1))
        \(count("new", 1))
        END;
        """,
      ]
    }
  }

  static let byDue = Table(name: "task_counts_by_due", column: "due")
  static let byProject = Table(name: "task_counts_by_project", column: "project_id")
  static let tables = [byDue, byProject]
  /// The migration that creates them.
  static let migration = "v12: task counts per bucket, kept by triggers"

  /// Every trigger of both tables, by name.
  static var triggers: [String: String] {
    tables.reduce(into: [:]) { all, table in all.merge(table.triggers) { first, _ in first } }
  }

  /// The counts' problems: a table missing (the Inbox's counts could not be read), triggers
  /// missing (the counts would drift from the tasks), or buckets that differ from a count of
  /// the tasks. Read-only: `db migrate` repairs them.
  static func problems(_ db: Database) throws -> [String] {
    // A file from before the counts: opening it with the app creates them.
    guard try Migrations.migrator.appliedIdentifiers(db).contains(migration) else { return [] }
    var problems: [String] = []
    for table in tables {
      guard try db.tableExists(table.name) else {
        problems.append(
          "the task counts (\(table.name)) are missing: the Inbox cannot show its counts; "
            + "`switchyard db migrate` rebuilds them")
        continue
      }
      let differing = try Int.fetchOne(db, sql: table.differences) ?? 0
      if differing > 0 {
        problems.append(
          "the task counts (\(table.name)) disagree with the tasks in \(differing) bucket(s): "
            + "`switchyard db migrate` rebuilds them")
      }
    }
    let missing = try triggers.keys.sorted().filter { try !db.triggerExists($0) }
    if !missing.isEmpty {
      problems.append(
        "the task counts' triggers are missing (\(missing.joined(separator: ", "))): "
          + "`switchyard db migrate` restores them")
    }
    return problems
  }
}

extension AppDatabase {
  /// Puts the task counts right: creates their tables when they are gone, restores missing
  /// triggers, and counts the tasks again when a bucket differs from them. Returns what it
  /// did, one line each (nothing when the counts were sound).
  @discardableResult
  public func repairTaskCounts() throws -> [String] {
    try checkIdentity()
    return try writer.write { db in
      var done: [String] = []
      for table in TaskCountsSchema.tables where try !db.tableExists(table.name) {
        try db.execute(sql: table.create)
        done.append("created the missing task counts (\(table.name))")
      }
      done += try db.restoreMissingTriggers(TaskCountsSchema.triggers)
      for table in TaskCountsSchema.tables {
        let differing = try Int.fetchOne(db, sql: table.differences) ?? 0
        if differing > 0 || !done.isEmpty {
          try db.execute(sql: table.fill)
          done.append("counted the tasks again into \(table.name)")
        }
      }
      return done
    }
  }
}
