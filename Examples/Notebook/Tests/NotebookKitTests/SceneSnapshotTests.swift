import Switchyard
import SwitchyardTesting
import Testing

@testable import NotebookKit

/// Each scene drawn with its mock and compared with the text recorded in `__Snapshots__`
/// (re-record with `SNAPSHOT_RECORD=1 swift test`, then read the diff before committing).
@MainActor
@Suite("Scenes drawn with their mocks")
struct SceneSnapshotTests {
  @Test("the notebook list: names and counts, the selection marked")
  func notebookList() {
    let model = NotebookListComponentModelMock(notebooks: [
      NotebookSummary(id: Fixture.home.id, name: "Home", noteCount: 2),
      NotebookSummary(id: Fixture.recipes.id, name: "Recipes", noteCount: 1),
    ])
    assertSnapshot(of: NotebookListComponent(model: model), width: 40, height: 3, named: "notebook-list")
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
      of: NoteListComponent(model: NoteListComponentModelMock()), width: 40, height: 2,
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
