import Foundation
import GRDB
import Testing

@testable import Services

/// The lists' pages and the counts must come from indexes (a range of one), never from a
/// walk through every task or a sort of them: that is what keeps them as fast at a million
/// tasks as at a thousand.
@Suite("List and count queries use the indexes")
struct ListQueryPlanTests {
  static func plan(_ db: Database, _ sql: String, _ arguments: StatementArguments) throws -> String {
    try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + sql, arguments: arguments)
      .map { $0["detail"] as String? ?? "" }.joined(separator: "; ")
  }

  static let sample = TaskItem(
    id: 7, title: "Buy milk", due: Day(year: 2026, month: 5, day: 3), priority: .high, projectID: 1,
    createdAt: .distantPast, updatedAt: .distantPast)

  /// The lists a page is read from an index for, with the index: the Inbox's own order under
  /// every filter, its orders by due day, title, priority and project (the done and all
  /// filters), and a project's own order. (A project's list ordered by a column sorts that
  /// project's tasks.)
  static let indexed: [(TaskListKey, String)] =
    InboxFilter.allCases.map { (TaskListKey(.inbox($0)), "tasks_inbox_order") }
    + [InboxFilter.all, .done].flatMap { filter in
      [SortOrder.forward, .reverse].flatMap { direction in
        [
          (TaskListKey(.inbox(filter), order: TaskOrder(.due, order: direction)), "tasks_inbox_by_due"),
          (TaskListKey(.inbox(filter), order: TaskOrder(.title, order: direction)), "tasks_inbox_by_title"),
          (
            TaskListKey(.inbox(filter), order: TaskOrder(.priority, order: direction)),
            "tasks_inbox_by_priority"
          ),
          (
            TaskListKey(.inbox(filter), order: TaskOrder(.project, order: direction)),
            "tasks_inbox_by_project"
          ),
        ]
      }
    } + [(TaskListKey(.project(1)), "tasks_project_order")]

  @Test("a first page, a page after a row and a page before it each read one index range, unsorted")
  func pagesUseIndexes() throws {
    let folder = TemporaryFolder()
    let database = try AppDatabase(path: folder.path("plans.sqlite"))
    try database.writer.read { db in
      for (key, index) in Self.indexed {
        for (after, backwards) in [(nil, false), (Self.sample, false), (Self.sample, true)]
          as [(TaskItem?, Bool)]
        {
          let query = key.pageQuery(
            userID: 1, today: Self.sample.due!, projectNames: [:], after: after, backwards: backwards,
            limit: 200)
          let plan = try Self.plan(db, "SELECT \(TaskItem.columns) FROM tasks " + query.sql, query.arguments)
          #expect(plan.contains("USING INDEX \(index)"), "\(key): \(plan)")
          #expect(!plan.contains("TEMP B-TREE"), "\(key) sorts: \(plan)")
          if after != nil, key.scope != .inbox(.today) {
            #expect(plan.contains(">") || plan.contains("<"), "\(key) walks from the start: \(plan)")
          }
        }
      }
    }
  }

  @Test("every count sums a range of the buckets' covering index, never the tasks")
  func countsUseIndexes() throws {
    let folder = TemporaryFolder()
    let database = try AppDatabase(path: folder.path("plans.sqlite"))
    try database.writer.read { db in
      for filter in InboxFilter.allCases {
        let sum = TaskCounts.countSQL(filter, day: Self.sample.due!)
        var arguments: StatementArguments = [1]
        arguments += sum.arguments
        let plan = try Self.plan(db, sum.sql, arguments)
        #expect(
          plan.contains("COVERING INDEX task_counts_by_due_sums (user_id=? AND done=?"), "\(filter): \(plan)")
        #expect(!plan.contains("tasks "), "\(filter): \(plan)")
      }
      let plan = try Self.plan(db, TaskCounts.openByProjectSQL, [1])
      #expect(
        plan.contains("COVERING INDEX task_counts_by_project_sums (user_id=? AND done=?")
          && !plan.contains("TEMP B-TREE"), "\(plan)")
    }
  }

}
