import Foundation
import Switchyard
import SwitchyardTesting
import Testing

@testable import NotebookKit

/// Every scene of the Notebook that loads or can be empty shows those states through
/// `ComponentStateView`, each designed (a title, a message, an action where one makes sense).
@MainActor
@Suite("Component states of the Notebook's scenes")
struct ComponentStatesTests {
  @Test("the notebook list: loading, a failed load with Retry, no notebooks")
  func notebookList() {
    for (mock, title) in [
      (NotebookPreviews.emptyNotebookList(loading: true), nil),
      (
        NotebookPreviews.emptyNotebookList(failure: NotebookPreviews.offline), "Could not load your notebooks"
      ),
      (NotebookPreviews.emptyNotebookList(), "No notebooks yet"),
    ] {
      expect(mock.state, titled: title)
      assertShowsComponentState(NotebookListComponent(model: mock), mock.state)
    }
  }

  @Test("a notebook's notes: loading, none yet with New note")
  func noteList() {
    for (mock, title) in [
      (NotebookPreviews.emptyNoteList(loading: true), nil),
      (NotebookPreviews.emptyNoteList(), "No notes in this notebook"),
    ] {
      expect(mock.state, titled: title)
      assertShowsComponentState(NoteListComponent(model: mock), mock.state)
    }
  }

  @Test("a note: loading, and the note deleted")
  func noteDetail() {
    for (mock, title) in [
      (NotebookPreviews.missingNote(loading: true), nil),
      (NotebookPreviews.missingNote(loading: false), "This note was deleted"),
    ] {
      expect(mock.state, titled: title)
      assertShowsComponentState(NoteDetailComponent(model: mock), mock.state)
    }
  }

  @Test("search: no query yet, searching, no match, a failed search with Retry")
  func search() {
    for (mock, title) in [
      (NotebookPreviews.search(""), "Search every note"),
      (NotebookPreviews.search("lemon", searching: true), nil),
      (NotebookPreviews.search("kayak"), "No notes match “kayak”"),
      (NotebookPreviews.search("lemon", failure: NotebookPreviews.offline), "The search failed"),
    ] {
      expect(mock.state, titled: title)
      assertShowsComponentState(SearchComponent(model: mock), mock.state)
    }
  }

  @Test("the actions run from their keys, in one read: n writes a note, r and ctrl-r retry")
  func actionKeys() throws {
    var created = 0
    let notes = NotebookPreviews.emptyNoteList()
    notes.onEvent = { if $0 == .create { created += 1 } }
    let notebooks = NotebookPreviews.emptyNotebookList(failure: NotebookPreviews.offline)
    let search = NotebookPreviews.search("lemon", failure: NotebookPreviews.offline)
    for (view, keys) in [
      (AnyView(NoteListComponent(model: notes)), "n\r"),
      (AnyView(NotebookListComponent(model: notebooks)), "r\r"),
      (AnyView(SearchComponent(model: search)), "\u{12}"),
    ] {
      let terminal = InMemoryTerminal(size: Size(width: 60, height: 10))
      try TerminalApp(host: ViewHost { view }, terminal: terminal).start()
      terminal.send(keys)
    }
    #expect(created == 2, "n and Enter on the New note button")
    #expect(notebooks.retries == 2, "r and Enter on the Retry button")
    #expect(search.retries == 1, "ctrl-r while the search field has focus")
  }

  @Test("no scene draws its own placeholder: a scene with a list or a spinner uses ComponentStateView")
  func noAdHocPlaceholders() throws {
    let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/NotebookKit/Scenes").standardizedFileURL
    let folders = try FileManager.default.contentsOfDirectory(atPath: scenes.path)
      .filter { !$0.hasPrefix(".") && $0 != "Shared" }
    #expect(folders.count >= 5)
    for folder in folders {
      let component = try String(
        contentsOf: scenes.appendingPathComponent("\(folder)/\(folder)Component.swift"), encoding: .utf8)
      #expect(!component.contains("emptyText:"), "\(folder) writes its own empty text")
      if ["List(", "Table(", "OutlineGroup(", "ProgressView("].contains(where: { component.contains($0) }) {
        #expect(
          component.contains("ComponentStateView("), "\(folder) lists or loads without ComponentStateView")
      }
    }
  }

  /// `state` is loading when `title` is nil, else empty or an error titled `title`.
  private func expect<Value>(
    _ state: ComponentState<Value>, titled title: String?, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    switch state {
    case .loading: #expect(title == nil, "loading, not “\(title ?? "")”", sourceLocation: sourceLocation)
    case .empty(let info), .error(let info): #expect(info.title == title, sourceLocation: sourceLocation)
    case .ready: Issue.record("ready, not “\(title ?? "loading")”", sourceLocation: sourceLocation)
    }
  }
}
