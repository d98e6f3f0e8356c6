import Services

/// How the task editor's saved draft keeps the task as the sheet first opened it: its fields
/// under `opened.`-prefixed names, beside what was typed.
enum TaskEditorDraftBase {
  static let prefix = "opened."

  /// A task's fields as draft strings (the day as ISO, the priority and project as numbers).
  static func strings(_ draft: TaskDraft) -> [String: String] {
    [
      "title": draft.title, "notes": draft.notes, "due": draft.due?.description ?? "",
      "priority": String(draft.priority.rawValue), "project": draft.projectID.map { String($0) } ?? "",
    ]
  }

  /// The base a saved draft holds; nil for a draft saved without one (or a damaged one).
  static func fields(in draft: [String: String]) -> TaskDraft? {
    func value(_ name: String) -> String? { draft[prefix + name] }
    guard let title = value("title"), let notes = value("notes"), let due = value("due"),
      let priority = value("priority").flatMap(Int.init).flatMap(Priority.init(rawValue:)),
      let project = value("project")
    else { return nil }
    let day = due.isEmpty ? nil : Day(due)
    if !due.isEmpty && day == nil { return nil }
    let projectID = project.isEmpty ? nil : Int64(project)
    if !project.isEmpty && projectID == nil { return nil }
    return TaskDraft(title: title, notes: notes, due: day, priority: priority, projectID: projectID)
  }
}

extension TaskEditorComponentModel {
  /// The task as the sheet first opened it, as draft strings (none for a new task).
  var openedDraft: [String: String] {
    conflict.base.map(TaskEditorDraftBase.strings) ?? [:]
  }

  /// Takes `base` (from a restored draft) as the task the sheet opened, for the merge.
  func restoreOpened(_ base: TaskDraft?) {
    guard let base, conflict.base != nil else { return }
    conflict.base = base
  }
}
