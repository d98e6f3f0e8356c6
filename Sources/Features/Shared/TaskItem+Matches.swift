import Services

extension TaskItem {
  /// Whether each word of `query` starts a word of the task's title or notes, ignoring case and
  /// accents (``Services/WordFilter``): what `/` filters the search screen's results by, the
  /// rule the search itself and a task list's `/` follow.
  static func matches(_ task: TaskItem, _ query: String) -> Bool {
    WordFilter.matches(query, [task.title, task.notes])
  }
}
