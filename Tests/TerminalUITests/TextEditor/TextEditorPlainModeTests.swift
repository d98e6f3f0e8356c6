import Testing

@testable import TerminalUI

/// The editor in plain line mode: a script or a screen reader reads it as one action and
/// drives it with lines.
@MainActor
@Suite("TextEditor in plain mode")
struct TextEditorPlainModeTests {
  @Test("listed with its first line and line count; picked, a typed line replaces the text, \\n a break")
  func readAndDrive() {
    let note = NoteText()
    note.text = "first\nsecond"
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { NoteForm(note: note) }
    let app = PlainLineApp(host: host, size: Size(width: 60, height: 10))
    var said: [String] = []
    app.output = { said.append($0) }
    #expect(app.screenText().contains("2. text editor Notes: first (2 lines)"))
    app.perform("2")
    app.perform("buy milk\\nand bread\\n\u{1B}[31mred")
    #expect(note.text == "buy milk\nand bread\n\u{FFFD}[31mred")
    #expect(app.screenText().contains("text editor Notes: buy milk (3 lines)"))
  }
}
