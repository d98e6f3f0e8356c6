import GRDB

extension TaskCounts {
  /// `userID`'s counts on `day`, read by SQL: each one sums the buckets the triggers keep
  /// (`TaskCountsSchema`): a few per due day and per project, whatever the number of tasks.
  static func fetch(_ db: Database, userID: Int64, day: Day) throws -> TaskCounts {
    var byProject: [Project.ID: Int] = [:]
    let rows = try Row.fetchCursor(db, sql: openByProjectSQL, arguments: [userID])
    while let row = try rows.next() { byProject[row[0], default: 0] += row[1] as Int }
    let inbox: [InboxFilter: Int] = try Dictionary(
      uniqueKeysWithValues: InboxFilter.allCases.map { filter in
        let condition = countSQL(filter, day: day)
        var arguments: StatementArguments = [userID]
        arguments += condition.arguments
        return (filter, try Int.fetchOne(db, sql: condition.sql, arguments: arguments) ?? 0)
      })
    return TaskCounts(day: day, inbox: inbox, openByProject: byProject)
  }

  /// The query that counts `filter` on `day` for one user (its first argument): a sum of the
  /// due-day buckets, over the same columns and conditions as the list's
  /// ``TaskListKey/filterSQL(today:)``.
  static func countSQL(_ filter: InboxFilter, day: Day) -> (sql: String, arguments: StatementArguments) {
    let sum = "SELECT SUM(n) FROM task_counts_by_due WHERE user_id = ? AND "
    return switch filter {
    case .all: (sum + "done = 0", [])
    case .done: (sum + "done = 1", [])
    case .today: (sum + "done = 0 AND due = ?", [day.description])
    case .overdue: (sum + "done = 0 AND due < ?", [day.description])
    }
  }

  /// The query that counts the open tasks of each project for one user: one bucket each.
  static let openByProjectSQL = """
    SELECT project_id, n FROM task_counts_by_project WHERE user_id = ? AND done = 0 AND project_id IS NOT NULL
    """
}
