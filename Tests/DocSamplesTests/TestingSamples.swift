import Foundation
import Switchyard
import SwitchyardTesting
import Testing

// The code samples of the SwitchyardTesting documentation, compiled and run.

@MainActor
@Suite("SwitchyardTesting documentation samples")
struct TestingSamples {
  @Test func noteListSnapshot() {
    assertSnapshot(
      of: NoteListComponent(model: NoteListComponentModelMock()), width: 30, height: 3, named: "note-list")
  }

  @Test func enterOpensTheNote() {
    let cache = DataCache(value: NotesState(notes: [Note(id: 1, title: "Groceries")]))
    let coordinator = NotesCoordinator()
    let harness = HeadlessHarness(width: 40, height: 6) {
      noteListScene(cache: cache, coordinator: coordinator)
    }
    harness.press(.enter)
    #expect(coordinator.path == [.note(1)])
    harness.press(.character("n"))
    #expect(coordinator.modalCover?.destination == .compose)
  }

  @Test("the recorder sees a provider's requests")
  func recorder() {
    let recorder = FlowNavigationRecorder<NoteFlow.Destination>()
    let flow = NoteFlow(navigation: recorder.navigation)
    flow.open(1)
    #expect(recorder.requests == [.navigate(.note(1))])
    flow.edit(1)
    recorder.endModal()  // the sheet goes away: the provider's onModalDismiss runs
    #expect(recorder.requests.last == .present(.edit(1), .sheet))
  }
}

@MainActor
func galleryQuits(gallery: URL) async throws {
  let terminal = try PseudoTerminal(executable: gallery, columns: 80, rows: 24)
  try await terminal.waitFor("Gallery")
  terminal.send("q")
  let status = try await terminal.waitForExit()
  #expect(status == 0 && terminal.isSane)
}

@MainActor
func snapshotSampleOfTheDocComment() {
  assertSnapshot(
    of: NoteListComponent(model: NoteListComponentModelMock()), width: 30, height: 3, named: "note-list")
}

@MainActor
func galleryDrawsNothingHostile(gallery: URL) async throws {
  let terminal = try PseudoTerminal(executable: gallery, columns: 80, rows: 24)
  try await terminal.waitFor("Gallery")
  #expect(PseudoTerminal.injectedControls(in: terminal.output).isEmpty)
}
