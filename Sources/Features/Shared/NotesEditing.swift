import Coordinators
import Services
import TerminalUI

/// `E` on a task: its notes in the user's editor (`$VISUAL`, else `$EDITOR`), saved back
/// through the task service when they changed. The editor works on a temporary file only the
/// user can read, deleted afterwards. The save is merged into the task as it is then: what
/// another window changed meanwhile (title, due date …) stays; the notes are the ones just
/// written (the user's latest word on them, even if they changed elsewhere meanwhile).
@MainActor
struct NotesEditing {
  let editor: ExternalEditor
  let service: any TaskService

  /// Edits `task`'s notes; a save runs in `work`, and any failure goes to `failed` as a message.
  func edit(_ task: TaskItem, in work: SceneTasks, failed: @escaping @MainActor (String) -> Void) {
    let notes: String?
    do {
      notes = try editor.edit(task.notes)
    } catch {
      return failed(message(for: error))
    }
    guard let notes else { return }
    let base = TaskDraft(task)
    var draft = base
    draft.notes = notes
    work.run { [service] in
      _ = try await service.edit(task.id, from: base, to: draft, keepingMine: true)
    } failed: {
      failed(message(for: $0))
    }
  }
}
