import Foundation
import Testing

/// The notebook used the way a person would, in process: the app `notebook` starts
/// (``NotebookLaunch``), full screen on an in-memory terminal, many keys to a read.
@MainActor
@Suite("notebook, full screen")
struct FullScreenTests {
  @Test("open a note, edit it, find it in Search, go back a tab, quit; full screen is left")
  func fullScreenSession() async throws {
    let notebook = try await RunningNotebook.start()
    #expect(notebook.text.contains("Recipes"), "\(notebook.text)")
    await notebook.send("\r\re")
    #expect(notebook.text.contains("Edit note"), "\(notebook.text)")
    await notebook.send("\u{1B}[F and eggs\r")
    #expect(notebook.text.contains("Notebooks › Home › Groceries and eggs"), "\(notebook.text)")
    await notebook.send("\u{1B}[1;5Ceggs")
    #expect(notebook.text.contains("Search notes"), "\(notebook.text)")
    #expect(
      notebook.text.contains("Lemon cake") && notebook.text.contains("Groceries and eggs"), "\(notebook.text)"
    )
    // Ctrl-← in the search field moves the cursor a word; Esc leaves the field first.
    await notebook.send("\u{1B}[1;5D")
    #expect(notebook.text.contains("Search notes"), "\(notebook.text)")
    await notebook.send("\u{1B}")
    #expect(notebook.text.contains("↑↓ move"), "\(notebook.text)")
    await notebook.send("\u{1B}[1;5D")
    #expect(notebook.text.contains("Notebooks › Home › Groceries and eggs"), "\(notebook.text)")
    #expect(notebook.terminal.isFullScreen)
    #expect(await notebook.quit() == 0)
    #expect(!notebook.terminal.isFullScreen && !notebook.terminal.screen.isAlternateScreen)
  }

  @Test("keys that arrive in one read: Enter Enter opens Home, then its first note")
  func burstOfKeys() async throws {
    let notebook = try await RunningNotebook.start()
    await notebook.send("\r\r")
    #expect(notebook.text.contains("Notebooks › Home › Groceries"), "\(notebook.text)")
    #expect(notebook.text.contains("Oat milk"), "\(notebook.text)")
    #expect(await notebook.quit() == 0)
  }

  @Test("`:` lists the screen's commands, jumps to a note by name, opens routes; bad ones say why")
  func palette() async throws {
    let state = FileManager.default.temporaryDirectory.appendingPathComponent("notebook-palette-\(UUID())")
    try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: state) }
    let stateFile = state.appendingPathComponent("navigation.json").path
    let notebook = try await RunningNotebook.start(stateFile: stateFile)
    await notebook.send("\r:")
    #expect(notebook.text.contains("Notebooks › Home"), "\(notebook.text)")
    #expect(notebook.text.contains("Commands"), "\(notebook.text)")
    #expect(notebook.text.range(of: #"new note +n"#, options: .regularExpression) != nil, "\(notebook.text)")
    await notebook.send("lemcak")
    #expect(notebook.text.contains("Lemon cake"), "\(notebook.text)")
    await notebook.send("\r")
    #expect(notebook.text.contains("Notebooks › Recipes › Lemon cake"), "\(notebook.text)")
    await notebook.send(":open search/notes/00000000-0000-0000-0000-000000000099\r")
    #expect(
      notebook.text.contains("there is no note 00000000-0000-0000-0000-000000000099"), "\(notebook.text)")
    await notebook.send("\u{1B}")
    #expect(!notebook.text.contains("Commands"), "\(notebook.text)")
    #expect(await notebook.quit() == 0)

    // Started again at a route: there, with the place it quit at kept in the other tab.
    let again = try await RunningNotebook.start(stateFile: stateFile, route: "notebook://search")
    #expect(again.text.contains("Search notes"), "\(again.text)")
    // The search field is the screen's only control: Esc leaves it, and the tab keys act.
    await again.send("\u{1B}")
    #expect(again.text.contains("ctrl-→ next tab"), "\(again.text)")
    await again.send("\u{1B}[1;5D")
    #expect(again.text.contains("Notebooks › Recipes › Lemon cake"), "\(again.text)")
    #expect(await again.quit() == 0)
  }
}
