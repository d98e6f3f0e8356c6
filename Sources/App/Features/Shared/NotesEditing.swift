import Coordinators
import Services
import TerminalUI

/// `E` on a task: its notes in the user's editor (`$VISUAL`, else `$EDITOR`), saved back
/// through the task service when they changed. The editor works on a temporary file only the
/// user can read, deleted afterwards.
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
    var draft = TaskDraft(task)
    draft.notes = notes
    work.run { [service] in
      _ = try await service.edit(task.id, to: draft)
    } failed: {
      failed(message(for: $0))
    }
  }
}
