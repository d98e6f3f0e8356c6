import Foundation
import GRDB

extension TaskItem {
  /// The columns a task is read from, qualified so joins stay unambiguous.
  ///
  /// Dates come back as Unix times computed by SQLite, which is much cheaper than decoding
  /// 200,000 date strings in Swift when a large task list loads.
  static let columns = """
    tasks.id, tasks.title, tasks.notes, tasks.due, tasks.priority, tasks.done, tasks.project_id, \
    (julianday(tasks.created_at) - 2440587.5) * 86400.0, (julianday(tasks.updated_at) - 2440587.5) * 86400.0
    """

  /// A task from a row selected with ``columns`` (read by position: loading 100,000
  /// tasks is several times faster than by name).
  ///
  /// Throws for a damaged row (a `NULL` where a value belongs, a date SQLite cannot read),
  /// so the caller can skip it; the error is never shown, as it quotes the row's contents.
  init(row: Row) throws {
    let due: String? = try row.decode(atIndex: 3)
    self.init(
      id: try row.decode(atIndex: 0), title: try row.text(atIndex: 1), notes: try row.text(atIndex: 2),
      due: due.flatMap(Day.init), priority: Priority(rawValue: try row.decode(atIndex: 4)) ?? .none,
      isDone: try row.decode(atIndex: 5), projectID: try row.decode(atIndex: 6),
      createdAt: Self.date(try row.decode(atIndex: 7)), updatedAt: Self.date(try row.decode(atIndex: 8)))
  }

  /// A Unix time from SQLite, rounded to the millisecond the database stores (so a task
  /// read back equals the one written).
  static func date(_ seconds: Double) -> Date {
    Date(timeIntervalSince1970: (seconds * 1000).rounded() / 1000)
  }

  /// `SELECT <columns> FROM tasks <tail>`, as tasks; damaged rows are left out.
  static func fetchAll(_ db: Database, sql tail: String, arguments: StatementArguments) throws -> [TaskItem] {
    try decodeAll(db, sql: tail, arguments: arguments).elements
  }

  /// `SELECT <columns> FROM tasks <tail>`, decoded one row at a time (100,000 tasks never
  /// exist twice in memory), with the damaged rows counted rather than decoded.
  static func decodeAll(
    _ db: Database, sql tail: String, arguments: StatementArguments
  ) throws -> Decoded<TaskItem> {
    var decoded = Decoded<TaskItem>()
    let rows = try Row.fetchCursor(db, sql: "SELECT \(columns) FROM tasks \(tail)", arguments: arguments)
    while let row = try rows.next() { decoded.append { try TaskItem(row: row) } }
    return decoded
  }

  /// One of `userID`'s tasks.
  ///
  /// Nil for a damaged row too, as ``decodeAll(_:sql:arguments:)`` leaves one out. Its statement
  /// is prepared once per connection (a change reads its task twice, before and after: parsing
  /// the query each time was half of the write's time).
  static func fetch(_ db: Database, id: Int64, userID: Int64) throws -> TaskItem? {
    let statement = try db.cachedStatement(sql: "SELECT \(columns) FROM tasks WHERE id = ? AND user_id = ?")
    return try Row.decodeFirst(statement, arguments: [id, userID]) { try? TaskItem(row: $0) } ?? nil
  }
}

extension AppDatabase {
  /// `userID`'s task `id`, read at once (one row by its key: microseconds), for a check that
  /// cannot wait (a route naming a task that is not loaded); nil when there is none.
  public func task(_ id: TaskItem.ID, of userID: Int64) throws -> TaskItem? {
    try writer.read { db in try TaskItem.fetch(db, id: id, userID: userID) }
  }
}
