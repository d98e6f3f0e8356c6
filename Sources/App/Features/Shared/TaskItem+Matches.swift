import Foundation
import Services

extension TaskItem {
  /// Whether the task's title or notes contain `query`, ignoring case and accents: what `/`
  /// filters a task list by.
  static func matches(_ task: TaskItem, _ query: String) -> Bool {
    task.title.localizedStandardContains(query) || task.notes.localizedStandardContains(query)
  }
}
