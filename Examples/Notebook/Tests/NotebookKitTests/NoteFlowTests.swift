import Switchyard
import SwitchyardTesting
import Testing

@testable import NotebookKit

/// The note flow on its own, with a recorder standing in for the host.
@MainActor
@Suite("The note flow provider")
struct NoteFlowTests {
  let recorder = FlowNavigationRecorder<NoteFlow.Destination>()

  func makeFlow() async -> (NoteFlow, NotebookContainer) {
    let container = await Fixture.container()
    return (NoteFlow(container: container, navigation: recorder.navigation), container)
  }

  @Test("a note's e and d: the edit sheet, then a confirmation alert before anything is deleted")
  func editAndConfirm() async {
    let (flow, container) = await makeFlow()
    flow.open(Fixture.groceries.id)
    let harness = HeadlessHarness(width: 60, height: 8) { flow.noteScene(Fixture.groceries.id) }
    harness.press(.character("e"), .character("d"))
    #expect(
      recorder.requests == [
        .navigate(.note(Fixture.groceries.id)), .present(.edit(Fixture.groceries.id), .sheet),
        .alert(
          AlertModel(title: "Delete note?", message: "“Groceries” will be deleted. This cannot be undone.")),
      ])
    #expect(container.cache.value.note(Fixture.groceries.id) != nil)
  }

  @Test("confirming the alert deletes the note and pops its screen")
  func confirmDeletes() async {
    let (flow, container) = await makeFlow()
    let harness = HeadlessHarness(width: 60, height: 8, work: container.work) {
      flow.noteScene(Fixture.groceries.id)
    }
    harness.press(.character("d"))
    recorder.tap("Delete")
    await harness.host.idle()
    #expect(recorder.requests.last == .pop)
    #expect(container.cache.value.note(Fixture.groceries.id) == nil)
  }

  @Test("a new note: the sheet saves, the flow dismisses it, and once it has gone the note opens")
  func createThenOpen() async throws {
    let (flow, container) = await makeFlow()
    flow.create(in: Fixture.home.id)
    let harness = HeadlessHarness(width: 60, height: 8) { flow.editorScene(.new(in: Fixture.home.id)) }
    harness.type("Call Ada")
    harness.press(.enter)
    await container.work.idle()
    let created = try #require(container.cache.value.notes.first { $0.title == "Call Ada" })
    #expect(
      recorder.requests == [
        .present(.create(in: Fixture.home.id), .sheet), .dismiss, .navigate(.note(created.id)),
      ])
  }

  @Test("a cancelled new note opens nothing")
  func cancelOpensNothing() async {
    let (flow, _) = await makeFlow()
    flow.create(in: Fixture.home.id)
    let harness = HeadlessHarness(width: 60, height: 8) { flow.editorScene(.new(in: Fixture.home.id)) }
    harness.press(.tab, .tab, .tab, .enter)
    #expect(recorder.requests == [.present(.create(in: Fixture.home.id), .sheet), .dismiss])
  }

  @Test("titles: the note's own, then the sheets'")
  func titles() async {
    let (flow, _) = await makeFlow()
    #expect(flow.title(for: .note(Fixture.groceries.id)) == "Groceries")
    #expect(flow.title(for: .edit(Fixture.groceries.id)) == "Edit note")
    #expect(flow.title(for: .create(in: Fixture.home.id)) == "New note")
  }
}
