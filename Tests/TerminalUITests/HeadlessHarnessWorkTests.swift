import Observation
import TerminalUI
import Testing
import WorkTracking

/// Where the notes are kept: an actor, so a save suspends the model as a real service does.
private actor NoteService {
  private(set) var saved: [String] = []
  func save(_ text: String) { saved.append(text) }
}

/// A scene's model whose save is async and counted in the app's tracker.
@Observable @MainActor
private final class EditNoteModel {
  let service: NoteService
  let work: WorkTracker
  var text = "Buy milk"
  var status = "Editing"

  init(service: NoteService, work: WorkTracker) {
    self.service = service
    self.work = work
  }

  func save() {
    work.run { [self] in
      await service.save(text)
      status = "Saved"
    }
  }
}

private struct EditNoteScene: View {
  let model: EditNoteModel

  var body: some View {
    VStack {
      Text(model.text)
      Text(model.status)
    }
    .onKey(.control("s"), hint: "save") { model.save() }
  }
}

/// A harness given the app's tracker: its host waits for the models' work, and counts its
/// views' tasks where the app waits.
@MainActor
@Suite("HeadlessHarness with the app's work tracker")
struct HeadlessHarnessWorkTests {
  @Test("idle waits for a model's async save counted in the tracker the harness was given")
  func idleWaitsForTheModelsSave() async {
    let service = NoteService()
    // The sample in HeadlessHarness.init's documentation.
    let work = WorkTracker()
    let model = EditNoteModel(service: service, work: work)
    let harness = HeadlessHarness(width: 40, height: 10, work: work) { EditNoteScene(model: model) }
    harness.press(.control("s"))
    await harness.host.idle()  // the save has landed
    #expect(harness.screen.contains("Saved"))
    #expect(await service.saved == ["Buy milk"])
  }

  @Test("a view's task counts in the tracker the harness was given, so the app's idle waits for it")
  func viewTasksCountInTheGivenTracker() async {
    let work = WorkTracker()
    let (lookup, finishLookup) = AsyncStream.makeStream(of: Int.self)
    let harness = HeadlessHarness(width: 20, height: 2, work: work) {
      Text("lookup").task { for await _ in lookup {} }
    }
    #expect(harness.host.work === work)
    #expect(work.running == 1, "the view's task is in flight in the app's tracker")
    finishLookup.finish()
    await work.idle()
    #expect(work.isIdle)
  }
}
