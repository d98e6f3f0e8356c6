import Foundation
import GRDB

extension TaskListKey {
  /// One column of a list's order as SQL, with the value a task has in it (what a page after
  /// or before that task compares against).
  struct SortTerm: Sendable {
    /// The SQL expression (over `tasks`), collation included.
    let sql: String
    /// Whether the list runs from the highest value down.
    let descending: Bool
    /// The task's value of ``sql``, given the projects' names.
    let value: @Sendable (TaskItem, [Project.ID: String]) -> DatabaseValue
  }

  /// "No due day" in SQL: after every `YYYY-MM-DD`, as ``Day/never`` is in Swift.
  static let dueSQL = "COALESCE(tasks.due, '9999-99-99')"

  /// The list's order, one term per column, the last one the id (so the order is total).
  var sortTerms: [SortTerm] {
    let due = SortTerm(sql: Self.dueSQL, descending: false) { task, _ in
      (task.due?.description ?? "9999-99-99").databaseValue
    }
    guard let order else {
      let own = [
        due,
        SortTerm(sql: "tasks.priority", descending: true) { task, _ in task.priority.rawValue.databaseValue },
        SortTerm(sql: "tasks.id", descending: true) { task, _ in task.id.databaseValue },
      ]
      guard case .project = scope else { return own }
      return [SortTerm(sql: "tasks.done", descending: false) { task, _ in task.isDone.databaseValue }] + own
    }
    let descending = order.order == .reverse
    let key: SortTerm
    switch order.key {
    case .due: key = SortTerm(sql: due.sql, descending: descending, value: due.value)
    case .priority:
      key = SortTerm(sql: "tasks.priority", descending: descending) { task, _ in
        task.priority.rawValue.databaseValue
      }
    case .title:
      key = SortTerm(sql: "tasks.title COLLATE NOCASE", descending: descending) { task, _ in
        task.title.databaseValue
      }
    case .project:
      key = SortTerm(
        sql: "COALESCE((SELECT name FROM projects WHERE projects.id = tasks.project_id), '') COLLATE NOCASE",
        descending: descending
      ) { task, names in (task.projectID.flatMap { names[$0] } ?? "").databaseValue }
    }
    return [key, SortTerm(sql: "tasks.id", descending: descending) { task, _ in task.id.databaseValue }]
  }

  /// The list's condition on `today`, beside `tasks.user_id = ?`.
  func filterSQL(today: Day) -> (sql: String, arguments: StatementArguments) {
    switch scope {
    case .inbox(.all): ("tasks.done = 0", [])
    case .inbox(.done): ("tasks.done != 0", [])
    // Written over the due term's expression, so the index of the list's order serves them.
    case .inbox(.today): ("tasks.done = 0 AND \(Self.dueSQL) = ?", [today.description])
    case .inbox(.overdue): ("tasks.done = 0 AND \(Self.dueSQL) < ?", [today.description])
    case .project(let id): ("tasks.project_id = ?", [id])
    }
  }

  /// `ORDER BY` for the list, or for the list backwards.
  func orderSQL(backwards: Bool = false) -> String {
    sortTerms.map { term in
      "\(term.sql) \(term.descending != backwards ? "DESC" : "ASC")"
    }.joined(separator: ", ")
  }

  /// The condition for the rows after `task` in the list (before it, `backwards`): the
  /// keyset that reads the next page from an index without counting the rows before it.
  func keysetSQL(
    after task: TaskItem, backwards: Bool = false, projectNames: [Project.ID: String]
  ) -> (sql: String, arguments: StatementArguments) {
    let terms = sortTerms
    var alternatives: [String] = []
    var arguments: [DatabaseValue] = []
    for (index, term) in terms.enumerated() {
      var parts: [String] = []
      for earlier in terms[..<index] {
        parts.append("\(earlier.sql) = ?")
        arguments.append(earlier.value(task, projectNames))
      }
      parts.append("\(term.sql) \(term.descending != backwards ? "<" : ">") ?")
      arguments.append(term.value(task, projectNames))
      alternatives.append("(" + parts.joined(separator: " AND ") + ")")
    }
    return ("(" + alternatives.joined(separator: " OR ") + ")", StatementArguments(arguments))
  }
}
