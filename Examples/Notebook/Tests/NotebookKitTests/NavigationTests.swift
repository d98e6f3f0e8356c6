import Switchyard
import SwitchyardTesting
import Testing

@testable import NotebookKit

/// The whole app driven headlessly by key presses, its navigation asserted as coordinator state.
@MainActor
@Suite("Navigating the app with keys")
struct NavigationTests {
  let clock = TestClock()

  func launch() async -> (NotebookApp, HeadlessHarness) {
    let app = NotebookApp(container: await Fixture.container(clock: clock))
    return (app, HeadlessHarness(width: 80, height: 20) { app.rootView })
  }

  @Test("Enter opens a notebook, then a note; e edits it in a sheet; Esc closes the sheet, then goes back")
  func openEditBack() async {
    let (app, harness) = await launch()
    let notebooks = app.coordinator.notebooks
    harness.press(.enter)
    #expect(notebooks.path == [.notebook(Fixture.home.id)])
    harness.press(.enter)
    #expect(notebooks.path == [.notebook(Fixture.home.id), .note(.note(Fixture.groceries.id))])
    harness.press(.character("e"))
    #expect(notebooks.modalCover?.destination == .note(.edit(Fixture.groceries.id)))
    harness.press(.escape)
    #expect(notebooks.modalCover == nil)
    harness.press(.escape)
    #expect(notebooks.path == [.notebook(Fixture.home.id)])
  }

  @Test(
    "→ shows Home's notes under it; ↓ Enter opens one straight from the outline, at a route that leads back")
  func openFromOutline() async throws {
    let (app, harness) = await launch()
    let notebooks = app.coordinator.notebooks
    harness.press(.right)
    #expect(harness.screen.contains("▾ Home"))
    #expect(harness.screen.contains("Plants"))
    #expect(notebooks.path.isEmpty, "→ expands in place")
    harness.press(.down, .down, .enter)
    #expect(notebooks.path == [.note(.note(Fixture.plants.id))])
    #expect(harness.screen.contains("Notebooks › Plants"))
    let route = app.coordinator.route
    harness.press(.escape)
    #expect(notebooks.path.isEmpty)
    try app.coordinator.open(route)
    #expect(notebooks.path == [.note(.note(Fixture.plants.id))])
  }

  @Test("n, a title and Enter save a new note, which opens once the sheet has gone")
  func newNoteOpens() async throws {
    let (app, harness) = await launch()
    let notebooks = app.coordinator.notebooks
    harness.press(.enter, .character("n"))
    #expect(notebooks.modalCover?.destination == .note(.create(in: Fixture.home.id)))
    harness.type("Call Ada")
    harness.press(.enter)
    await app.work.idle()
    #expect(notebooks.modalCover == nil)
    let created = app.container.cache.value.notes.first { $0.title == "Call Ada" }
    #expect(created?.notebookID == Fixture.home.id)
    #expect(notebooks.path == [.notebook(Fixture.home.id), .note(.note(try #require(created).id))])
  }

  @Test("d asks first; Enter keeps the note, y deletes it and goes back to the list")
  func deleteAfterConfirming() async {
    let (app, harness) = await launch()
    let notebooks = app.coordinator.notebooks
    harness.press(.enter, .enter, .character("d"))
    #expect(notebooks.alertModel?.title == "Delete note?")
    harness.press(.enter)
    #expect(notebooks.alertModel == nil)
    #expect(app.container.cache.value.note(Fixture.groceries.id) != nil, "Keep is the default")
    harness.press(.character("d"), .character("y"))
    await app.work.idle()
    #expect(notebooks.path == [.notebook(Fixture.home.id)])
    #expect(app.container.cache.value.note(Fixture.groceries.id) == nil)
    #expect(!harness.screen.contains("Groceries"))
  }

  @Test("the Search tab: typing waits for the pause, ↓ Enter opens the note in the Search stack")
  func searchOpensNote() async {
    let (app, harness) = await launch()
    harness.press(.controlRight)
    #expect(app.coordinator.selectedTab == .search)
    harness.type("cake")
    #expect(!harness.screen.contains("Lemon cake"))
    await clock.advance(by: SearchReducer.debounce)
    await app.work.idle()
    #expect(harness.screen.contains("Lemon cake"))
    harness.press(.down, .enter)
    #expect(app.coordinator.search.path == [.note(.note(Fixture.lemonCake.id))])
    #expect(app.coordinator.notebooks.path.isEmpty)
    harness.press(.character("1"))
    #expect(app.coordinator.selectedTab == .notebooks)
  }
}
