import Services
import TerminalUI

/// What a new task's title says inline, as the sheet shows it under the field while it is
/// typed: `→ “Buy milk” · due Fri 11 Dec 2026 · high · in Groceries` (a project to create is
/// `new project Home`). Nothing when the title carries no details.
struct QuickAddSummary: View {
  let add: QuickAdd
  let projects: [Project]

  /// `Fri 11 Dec 2026`: a due day as the summary says it.
  static let dayFormat = try! DayFormat("EEE d MMM yyyy")

  var body: some View {
    if let text = Self.text(add, projects: projects) {
      Text(text).foregroundStyle(.muted)
    }
  }

  /// The summary's words, or nil when `add` has only a title.
  static func text(_ add: QuickAdd, projects: [Project]) -> String? {
    var parts: [String] = []
    if let due = add.due { parts.append("due " + dayFormat.string(from: due)) }
    if let priority = add.priority { parts.append(priority.description) }
    if let id = add.projectID, let project = projects.first(where: { $0.id == id }) {
      parts.append("in " + project.name)
    }
    if let name = add.newProject { parts.append("new project " + name) }
    guard !parts.isEmpty else { return nil }
    return (["→ “\(add.title)”"] + parts).joined(separator: " · ")
  }
}
