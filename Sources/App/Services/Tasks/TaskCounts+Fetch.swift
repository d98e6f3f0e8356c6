import GRDB

extension TaskCounts {
  /// `userID`'s counts on `day`, read by SQL: each one counts a range of a covering index
  /// (`tasks_by_user`, `tasks_open_by_project`), never the tasks' rows.
  static func fetch(_ db: Database, userID: Int64, day: Day) throws -> TaskCounts {
    func count(_ condition: String, _ arguments: StatementArguments = []) throws -> Int {
      var all: StatementArguments = [userID]
      all += arguments
      return try Int.fetchOne(
        db, sql: "SELECT COUNT(*) FROM tasks WHERE tasks.user_id = ? AND \(condition)", arguments: all) ?? 0
    }
    var byProject: [Project.ID: Int] = [:]
    let rows = try Row.fetchCursor(
      db,
      sql: openByProjectSQL, arguments: [userID])
    while let row = try rows.next() { byProject[row[0]] = row[1] }
    let inbox: [InboxFilter: Int] = try Dictionary(
      uniqueKeysWithValues: InboxFilter.allCases.map { filter in
        let condition = countSQL(filter, day: day)
        return (filter, try count(condition.sql, condition.arguments))
      })
    return TaskCounts(day: day, inbox: inbox, openByProject: byProject)
  }

  /// The condition a count of `filter` on `day` reads, beside `tasks.user_id = ?`: over the
  /// stored columns (an index over the generated ones is not covering), so it is equivalent to
  /// the list's ``TaskListKey/filterSQL(today:)``.
  static func countSQL(_ filter: InboxFilter, day: Day) -> (sql: String, arguments: StatementArguments) {
    switch filter {
    case .all: ("tasks.done = 0", [])
    case .done: ("tasks.done = 1", [])
    case .today: ("tasks.done = 0 AND tasks.due = ?", [day.description])
    case .overdue: ("tasks.done = 0 AND tasks.due < ?", [day.description])
    }
  }

  /// The query that counts the open tasks of each project.
  static let openByProjectSQL = """
    SELECT project_id, COUNT(*) FROM tasks WHERE user_id = ? AND done = 0 AND project_id IS NOT NULL
    GROUP BY project_id
    """
}
