import Foundation
import GRDB

extension TaskListKey {
  /// One page of the list from the database: `limit` rows from position `offset`, or — with
  /// `after` — the `limit` rows that follow that task (precede it, `backwards`; returned in
  /// the list's order either way). Adjacent pages go by keyset, which an index reads
  /// directly; a jump (End, a far PgDn) goes by `offset`, which SQLite counts through.
  func fetchPage(
    _ db: Database, userID: Int64, today: Day, projectNames: [Project.ID: String],
    after task: TaskItem? = nil, backwards: Bool = false, limit: Int, offset: Int = 0
  ) throws -> [TaskItem] {
    try fetchDecodedPage(
      db, userID: userID, today: today, projectNames: projectNames, after: task, backwards: backwards,
      limit: limit, offset: offset
    ).elements
  }

  /// ``fetchPage(_:userID:today:projectNames:after:backwards:limit:offset:)`` with the number
  /// of damaged rows it skipped.
  func fetchDecodedPage(
    _ db: Database, userID: Int64, today: Day, projectNames: [Project.ID: String],
    after task: TaskItem? = nil, backwards: Bool = false, limit: Int, offset: Int = 0
  ) throws -> Decoded<TaskItem> {
    let query = pageQuery(
      userID: userID, today: today, projectNames: projectNames, after: task, backwards: backwards,
      limit: limit,
      offset: offset)
    var rows = try TaskItem.decodeAll(db, sql: query.sql, arguments: query.arguments)
    if task != nil && backwards { rows.elements.reverse() }
    return rows
  }

  /// The `WHERE … ORDER BY … LIMIT` that ``fetchPage(_:userID:today:projectNames:after:backwards:limit:offset:)``
  /// runs after `SELECT <columns> FROM tasks`.
  func pageQuery(
    userID: Int64, today: Day, projectNames: [Project.ID: String], after task: TaskItem? = nil,
    backwards: Bool = false, limit: Int, offset: Int = 0
  ) -> (sql: String, arguments: StatementArguments) {
    let filter = filterSQL(today: today)
    var sql = "WHERE tasks.user_id = ? AND \(filter.sql)"
    var arguments: StatementArguments = [userID]
    arguments += filter.arguments
    if let task {
      let keyset = keysetSQL(after: task, backwards: backwards, projectNames: projectNames)
      sql += " AND \(keyset.sql)"
      arguments += keyset.arguments
    }
    sql += " ORDER BY \(orderSQL(backwards: task != nil && backwards)) LIMIT ? OFFSET ?"
    arguments += [max(0, limit), max(0, offset)]
    return (sql, arguments)
  }

  /// How many tasks the list holds.
  func fetchCount(_ db: Database, userID: Int64, today: Day) throws -> Int {
    let filter = filterSQL(today: today)
    var arguments: StatementArguments = [userID]
    arguments += filter.arguments
    // With a title filter, `+` keeps the planner off the user's indexes, so it counts from the
    // search index's matches (each looked up by id) instead of walking every task of the scope.
    let user = titleMatch == nil ? "tasks.user_id" : "+tasks.user_id"
    return try Int.fetchOne(
      db, sql: "SELECT COUNT(*) FROM tasks WHERE \(user) = ? AND \(filter.sql)", arguments: arguments)
      ?? 0
  }

  /// Every list key a table can show for `scope`: its own order and each key both ways.
  static func all(in scope: TaskListScope) -> [TaskListKey] {
    [TaskListKey(scope)]
      + TaskSort.allCases.flatMap { key in
        [SortOrder.forward, .reverse].map { TaskListKey(scope, order: TaskOrder(key, order: $0)) }
      }
  }
}
