import Foundation
import GRDB

extension TaskListKey {
  /// One column of a list's order as SQL, with the value a task has in it (what a page after
  /// or before that task compares against). Every column of a list runs the same way
  /// (``descending``), so a page after a row is one row-value comparison an index serves.
  struct SortTerm: Sendable {
    /// The SQL expression (over `tasks`), collation included.
    let sql: String
    /// The task's value of ``sql``, given the projects' names.
    let value: @Sendable (TaskItem, [Project.ID: String]) -> DatabaseValue
  }

  /// The due day as the lists order it, a generated column (migration v11):
  /// `COALESCE(due, '9999-99-99')`, so "no due day" comes after every day, as ``Day/never``
  /// does in Swift.
  static let dueSQL = "tasks.due_key"

  /// Whether the list runs from the highest values down (an order reversed in the table).
  var descending: Bool { order?.order == .reverse }

  /// The list's order, one term per column, the last one the id (so the order is total).
  /// The lists' own orders run priority and id downwards: they order by the generated
  /// columns `rank_key` (`3 - priority`) and `newest_key` (`-id`), so that all their terms run
  /// upwards and one index serves them (SQLite uses a row-value range over columns, not over
  /// expressions).
  var sortTerms: [SortTerm] {
    let due = SortTerm(sql: Self.dueSQL) { task, _ in (task.due?.description ?? "9999-99-99").databaseValue }
    let id = SortTerm(sql: "tasks.id") { task, _ in task.id.databaseValue }
    guard let order else {
      let own = [
        due,
        SortTerm(sql: "tasks.rank_key") { task, _ in (3 - task.priority.rawValue).databaseValue },
        SortTerm(sql: "tasks.newest_key") { task, _ in (-task.id).databaseValue },
      ]
      guard case .project = scope else { return own }
      return [SortTerm(sql: "tasks.done") { task, _ in task.isDone.databaseValue }] + own
    }
    let key: SortTerm
    switch order.key {
    case .due: key = due
    case .priority: key = SortTerm(sql: "tasks.priority") { task, _ in task.priority.rawValue.databaseValue }
    case .title: key = SortTerm(sql: "tasks.title_key") { task, _ in task.title.databaseValue }
    case .project:
      // The project's name kept on the task (migration v13, `ProjectKeySchema`).
      key = SortTerm(sql: "tasks.project_key") { task, names in
        (task.projectID.flatMap { names[$0] } ?? "").databaseValue
      }
    }
    return [key, id]
  }

  /// The list's condition on `today`, beside `tasks.user_id = ?`.
  func filterSQL(today: Day) -> (sql: String, arguments: StatementArguments) {
    let scoped = scopeSQL(today: today)
    guard let match = titleMatch else { return scoped }
    return (
      "\(scoped.sql) AND tasks.id IN (SELECT rowid FROM tasks_fts WHERE tasks_fts MATCH ?)",
      scoped.arguments + [match]
    )
  }

  /// The FTS5 query for ``titleFilter`` — each word a prefix term, in the title column — or nil
  /// when it has no word.
  var titleMatch: String? {
    let words = TitleWords.words(of: titleFilter)
    guard !words.isEmpty else { return nil }
    return "title : (" + words.map { "\"\($0)\"*" }.joined(separator: " ") + ")"
  }

  /// The scope's condition on `today` (without the title filter).
  private func scopeSQL(today: Day) -> (sql: String, arguments: StatementArguments) {
    switch scope {
    case .inbox(.all): ("tasks.done = 0", [])
    case .inbox(.done): ("tasks.done = 1", [])
    // Today and Overdue are written as ranges of the own order's row value (the first and
    // last possible rows due today; the first due today): so the planner takes the index of
    // the Inbox's own order (with `due_key = ?` it takes the one by due day, then sorts).
    case .inbox(.today):
      (
        "tasks.done = 0 AND (tasks.due_key, tasks.rank_key, tasks.newest_key) BETWEEN (?, -1, \(Int64.min + 1)) "
          + "AND (?, 4, \(Int64.max))",
        [today.description, today.description]
      )
    case .inbox(.overdue):
      (
        "tasks.done = 0 AND (tasks.due_key, tasks.rank_key, tasks.newest_key) < (?, -1, \(Int64.min + 1))",
        [today.description]
      )
    case .project(let id): ("tasks.project_id = ?", [id])
    }
  }

  /// `ORDER BY` for the list, or for the list backwards.
  func orderSQL(backwards: Bool = false) -> String {
    let direction = descending != backwards ? " DESC" : ""
    return sortTerms.map { $0.sql + direction }.joined(separator: ", ")
  }

  /// The condition for the rows after `task` in the list (before it, `backwards`): the
  /// keyset that reads the next page from an index without counting the rows before it.
  func keysetSQL(
    after task: TaskItem, backwards: Bool = false, projectNames: [Project.ID: String]
  ) -> (sql: String, arguments: StatementArguments) {
    let terms = sortTerms
    let columns = terms.map(\.sql).joined(separator: ", ")
    let marks = terms.map { _ in "?" }.joined(separator: ", ")
    let comparison = descending != backwards ? "<" : ">"
    return (
      "(\(columns)) \(comparison) (\(marks))",
      StatementArguments(terms.map { $0.value(task, projectNames) })
    )
  }
}
