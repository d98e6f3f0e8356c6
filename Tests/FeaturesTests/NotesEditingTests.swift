import Container
import Coordinators
import Features
import Foundation
import Services
import TerminalUI
import Testing

/// An "editor" that writes `replacement` into the file it is given, as a person would.
@MainActor
final class WritingRunner: ExternalProgramRunner {
  let replacement: String
  var status: Int32 = 0
  init(_ replacement: String) { self.replacement = replacement }

  func runProgram(_ executable: String, arguments: [String]) throws -> Int32 {
    if let path = arguments.last { try replacement.write(toFile: path, atomically: false, encoding: .utf8) }
    return status
  }
}

@MainActor
@Suite("Notes in the user's editor (E)")
struct NotesEditingTests {
  @Test("the notes the editor saved are stored through the task service; a failed editor changes nothing")
  func savesNotes() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    container.start()
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let task = try await container.tasks.create(TaskDraft(title: "Buy oat milk", notes: "the usual"))
    let work = WorkTracker()
    let runner = WritingRunner("the barista one\n")
    let notices = NoticeCenter()
    let model = TaskDetailComponentModel(
      taskID: task.id, cache: container.cache, tasks: container.tasks, now: container.configuration.now,
      work: work, editor: ExternalEditor(runner: runner, environment: ["EDITOR": "vi"]), notices: notices
    ) { _ in }
    model.editNotes()
    await work.idle()
    #expect(container.cache.value.task(task.id)?.notes == "the barista one")
    #expect(container.cache.value.task(task.id)?.title == "Buy oat milk")

    runner.status = 1
    model.editNotes()
    await work.idle()
    #expect(container.cache.value.task(task.id)?.notes == "the barista one")
    #expect(notices.notices.map(\.message) == ["vi ended with status 1; nothing was changed"])
    #expect(notices.notices.first?.kind == .danger)
  }
}
