import GRDB

/// Finds rows switchyard cannot read — a `NULL` or a value of the wrong kind where the app
/// needs one, as a damaged or hand-edited file can hold. The app skips such rows and says
/// how many; `db check` lists them with this, by id, without quoting their contents.
enum DamagedRows {
  /// One line per damaged row: `task 12 of user 3: a value is missing or unreadable`.
  static func describe(_ db: Database) throws -> [String] {
    let tasks = try find(
      db, sql: "SELECT \(TaskItem.columns), tasks.user_id FROM tasks ORDER BY tasks.id",
      decode: { _ = try TaskItem(row: $0) },
      name: { "task \($0[0] as DatabaseValue) of user \($0[9] as DatabaseValue)" })
    let projects = try find(
      db, sql: "SELECT id, name, user_id FROM projects ORDER BY id",
      decode: { _ = try Project(row: $0) },
      name: { "project \($0[0] as DatabaseValue) of user \($0[2] as DatabaseValue)" })
    let accounts = try find(
      db, sql: "SELECT \(StoredCredentials.columns) FROM users ORDER BY id",
      decode: { _ = try StoredCredentials(row: $0) }, name: { "account \($0[0] as DatabaseValue)" })
    return tasks + projects + accounts
  }

  /// The rows of `sql` that `decode` throws for, each as `name` calls it.
  private static func find(
    _ db: Database, sql: String, decode: (Row) throws -> Void, name: (Row) -> String
  ) throws -> [String] {
    var problems: [String] = []
    let rows = try Row.fetchCursor(db, sql: sql)
    while let row = try rows.next() {
      do {
        try decode(row)
      } catch {
        problems.append("\(name(row)): a value is missing or unreadable")
      }
    }
    return problems
  }
}

extension Project {
  /// A project from `SELECT id, name …`; throws for a damaged row.
  init(row: Row) throws {
    self.init(id: try row.decode(atIndex: 0), name: try row.text(atIndex: 1))
  }
}
