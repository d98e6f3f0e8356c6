import Foundation
import Switchyard
import SwitchyardTesting
import Testing

@testable import NotebookKit

/// Each scene drawn with its mock and compared with the text recorded in `__Snapshots__`
/// (re-record with `SNAPSHOT_RECORD=1 swift test`, then read the diff before committing).
@MainActor
@Suite("Scenes drawn with their mocks")
struct SceneSnapshotTests {
  static func notebooks() -> NotebookListComponentModelMock {
    NotebookListComponentModelMock(
      notebooks: [
        NotebookSummary(id: Fixture.home.id, name: "Home", noteCount: 2),
        NotebookSummary(id: Fixture.recipes.id, name: "Recipes", noteCount: 1),
        NotebookSummary(id: UUID(), name: "Empty", noteCount: 0),
      ], notes: [Fixture.groceries, Fixture.plants, Fixture.lemonCake])
  }

  @Test("the notebook outline: names and counts, a mark on each notebook that has notes")
  func notebookList() {
    assertSnapshot(
      of: NotebookListComponent(model: Self.notebooks()), width: 40, height: 4, named: "notebook-list")
  }

  @Test("a notebook expanded: its notes under it, the highlighted one in the selection role")
  func notebookListExpanded() {
    let model = Self.notebooks()
    let harness = HeadlessHarness(width: 40, height: 6) { NotebookListComponent(model: model) }
    harness.press(.down, .right, .right)
    #expect(model.selectedID == Fixture.lemonCake.id)
    assertSnapshot(of: harness.styledScreen, named: "notebook-list-expanded")
  }

  @Test("a notebook's notes, titles in bold, each text cut to the line")
  func noteList() {
    let model = NoteListComponentModelMock(notes: [Fixture.groceries, Fixture.plants])
    model.selectedID = Fixture.plants.id
    assertSnapshot(
      of: NoteListComponent(model: model), width: 40, height: 2, named: "note-list", styled: true)
  }

  @Test("an empty notebook says how to write a note")
  func emptyNoteList() {
    assertSnapshot(
      of: NoteListComponent(model: NoteListComponentModelMock()), width: 40, height: 5,
      named: "note-list-empty")
  }

  @Test("a note in full, its text wrapped")
  func noteDetail() {
    var note = Fixture.lemonCake
    note.text = "Two lemons, 200 g sugar, 3 eggs. Bake at 180 °C for forty minutes."
    assertSnapshot(
      of: NoteDetailComponent(model: NoteDetailComponentModelMock(note: note)), width: 30, height: 6,
      named: "note-detail")
  }

  @Test("a note's text drawn as Markdown: a list, emphasis, code and a link")
  func noteDetailMarkdown() {
    var note = Fixture.lemonCake
    note.text =
      "- Two lemons\n- 3 eggs\n\nBake at **180 °C**, see `oven.md` or [the blog](https://cake.example)."
    assertSnapshot(
      of: NoteDetailComponent(model: NoteDetailComponentModelMock(note: note)), width: 40, height: 7,
      named: "note-detail-markdown", styled: true)
  }

  @Test("the editor refusing a note without a title")
  func editorFailure() {
    let model = NoteEditorComponentModelMock(title: "", text: "buy stamps", isNew: true)
    model.failure = "A note needs a title."
    assertSnapshot(of: NoteEditorComponent(model: model), width: 40, height: 12, named: "note-editor-failure")
  }

  @Test("search results under the query")
  func searchResults() {
    let model = SearchComponentModelMock(query: "lemon", results: [Fixture.lemonCake, Fixture.groceries])
    assertSnapshot(of: SearchComponent(model: model), width: 50, height: 4, named: "search-results")
  }
}
