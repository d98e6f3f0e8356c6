import Foundation
import Services

extension TaskItem {
  /// Whether the task's title or notes contain `query`, ignoring case and accents: what `/`
  /// filters the search screen's results by (a task list's `/` asks the database:
  /// ``TaskListKey/titleFilter``).
  static func matches(_ task: TaskItem, _ query: String) -> Bool {
    task.title.localizedStandardContains(query) || task.notes.localizedStandardContains(query)
  }
}
