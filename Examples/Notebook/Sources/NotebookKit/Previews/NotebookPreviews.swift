import Foundation
import Switchyard

/// Every scene of the Notebook with its mock: what `notebook previews` browses and the
/// previews test snapshots. A scene folder under `Scenes/` without a preview fails that test.
public enum NotebookPreviews {
  /// All of them, scene by scene.
  @MainActor public static var all: [Preview] {
    [
      Preview(scene: "NotebookList", state: "three notebooks") {
        NotebookListComponent(
          model: NotebookListComponentModelMock(
            notebooks: [
              NotebookSummary(id: home.id, name: "Home", noteCount: 2),
              NotebookSummary(id: recipes.id, name: "Recipes", noteCount: 1),
              NotebookSummary(id: UUID(), name: "Empty", noteCount: 0),
            ], notes: [groceries, plants, lemonCake]))
      },
      Preview(scene: "NotebookList", state: "loading") {
        NotebookListComponent(model: emptyNotebookList(loading: true))
      },
      Preview(scene: "NotebookList", state: "error: load failed") {
        NotebookListComponent(model: emptyNotebookList(failure: offline))
      },
      Preview(scene: "NotebookList", state: "empty: no notebooks") {
        NotebookListComponent(model: emptyNotebookList())
      },
      Preview(scene: "NoteList", state: "two notes") {
        NoteListComponent(model: NoteListComponentModelMock(notes: [groceries, plants]))
      },
      Preview(scene: "NoteList", state: "loading") { NoteListComponent(model: emptyNoteList(loading: true)) },
      Preview(scene: "NoteList", state: "empty: no notes") { NoteListComponent(model: emptyNoteList()) },
      Preview(scene: "NoteDetail", state: "markdown") {
        NoteDetailComponent(model: NoteDetailComponentModelMock(note: lemonCake))
      },
      Preview(scene: "NoteDetail", state: "loading") {
        NoteDetailComponent(model: missingNote(loading: true))
      },
      Preview(scene: "NoteDetail", state: "empty: note deleted") {
        NoteDetailComponent(model: missingNote(loading: false))
      },
      Preview(scene: "NoteEditor", state: "new") {
        NoteEditorComponent(model: NoteEditorComponentModelMock(title: "", text: "buy stamps", isNew: true))
      },
      Preview(scene: "Search", state: "empty: no query yet") { SearchComponent(model: search("")) },
      Preview(scene: "Search", state: "loading") { SearchComponent(model: search("lemon", searching: true)) },
      Preview(scene: "Search", state: "empty: no match") { SearchComponent(model: search("kayak")) },
      Preview(scene: "Search", state: "error: search failed") {
        SearchComponent(model: search("lemon", failure: offline))
      },
      Preview(scene: "Search", state: "two results") {
        SearchComponent(model: SearchComponentModelMock(query: "lemon", results: [lemonCake, groceries]))
      },
    ]
  }

  static let home = Notebook(name: "Home")
  static let recipes = Notebook(name: "Recipes")
  static let groceries = Note(notebookID: home.id, title: "Groceries", text: "Oat milk, rye bread, lemons.")
  static let plants = Note(notebookID: home.id, title: "Plants", text: "Water the fern on Sundays.")
  static let lemonCake = Note(
    notebookID: recipes.id, title: "Lemon cake", text: "# Lemon cake\n\n- two lemons\n- 3 eggs\n- *180 °C*")
}
