import Observation
import SwitchyardTesting
import Testing

@testable import TerminalUI

/// A note's text, as a model holds it.
@Observable @MainActor
final class NoteText {
  var text = ""
  var title = ""
}

/// A title field above a notes editor: the editor in a form.
struct NoteForm: View {
  let note: NoteText
  var body: some View {
    VStack {
      TextField("Title", text: Binding(note, \.title))
      TextEditor("Notes", text: Binding(note, \.text), height: 4)
    }
  }
}

/// The text editor driven through the full-screen runtime on an in-memory terminal: raw
/// bytes in (many keys in one read, as a paste or key repeat delivers them), the bound string
/// and the screen out.
@MainActor
@Suite("TextEditor through the runtime")
struct TextEditorRuntimeTests {
  func start(_ note: NoteText, size: Size = Size(width: 30, height: 8)) throws -> InMemoryTerminal {
    try .running(size) { NoteForm(note: note) }
  }

  @Test(
    "one read: Tab into the editor, two lines typed with Enter, a word selected back and cut, pasted at the end"
  )
  func burst() throws {
    let note = NoteText()
    let terminal = try start(note)
    // Tab, "buy milk", Enter, "and bread", Shift-Ctrl-← (select "bread"), Ctrl-X, Ctrl-End, Ctrl-V.
    terminal.send("\tbuy milk\rand bread\u{1B}[1;6D\u{18}\u{1B}[1;5F\u{16}")
    #expect(note.text == "buy milk\nand bread")
    terminal.send("\u{1B}[1;6D\u{18}")
    #expect(note.text == "buy milk\nand ")
    terminal.send("\u{16}\u{16}")
    #expect(note.text == "buy milk\nand breadbread")
    #expect(terminal.screen.text.contains("and breadbread"))
  }

  @Test("Ctrl-_ (or Alt-Z) takes back a word at a time, Ctrl-Y does it again")
  func undo() throws {
    let note = NoteText()
    let terminal = try start(note)
    terminal.send("\t")
    // Key by key (one read each), as typed: a run in one read is a paste, one edit.
    for character in "one two three" { terminal.send(String(character)) }
    terminal.send("\u{1F}")
    #expect(note.text == "one two")
    terminal.send("\u{1B}z")
    #expect(note.text == "one")
    terminal.send("\u{19}\u{19}")
    #expect(note.text == "one two three")
    terminal.send("\u{1F}\u{1F}\u{1F}\u{1F}\u{1F}")
    #expect(note.text == "")
  }

  @Test("a bracketed paste is kept whole: its line breaks (CR LF too) and its words; controls become �")
  func paste() throws {
    let note = NoteText()
    let terminal = try start(note)
    terminal.send("\t\u{1B}[200~first line\r\nsecond\tline\rthird \u{1B}[31mred\u{1B}[201~")
    #expect(note.text == "first line\nsecond    line\nthird \u{FFFD}[31mred")
    #expect(!terminal.screen.text.contains("\u{1B}"))
  }

  @Test("↑/↓ keep the column across a shorter line; ↓ on the last row moves to the next field")
  func vertical() throws {
    let note = NoteText()
    note.text = "abcdef\nab\nabcdef"
    let terminal = try start(note)
    // Into the editor, to the end of the first line's "abcde", then down twice.
    terminal.send("\t\u{1B}[1;5H\u{1B}[C\u{1B}[C\u{1B}[C\u{1B}[C\u{1B}[C\u{1B}[B\u{1B}[BX")
    #expect(note.text == "abcdef\nab\nabcdeXf")
    // ↑ from the first row leaves the editor for the title field above it.
    terminal.send("\u{1B}[1;5H\u{1B}[AT")
    #expect(note.title == "T")
  }

  @Test("a click puts the cursor under it, a drag selects, typing replaces the selection")
  func mouse() throws {
    let note = NoteText()
    note.text = "hello world"
    let terminal = try start(note)
    // The editor's text starts on row 2 (the title field is row 0, the editor's label row 1);
    // rows and columns are 1-based in SGR.
    terminal.send("\u{1B}[<0;7;3M\u{1B}[<32;12;3M\u{1B}[<0;12;3mthere")
    #expect(note.text == "hello there")
  }

  @Test("long lines wrap after the last space that fits; the cursor's row stays on screen")
  func wrapping() throws {
    let note = NoteText()
    let terminal = try start(note, size: Size(width: 12, height: 8))
    terminal.send("\tthe quick brown fox jumps over the lazy dog")
    let lines = terminal.screen.text.split(separator: "\n").map(String.init)
    // The title stays as a label over three rows of text: the last three of the five the
    // text wraps into, the cursor's on screen.
    #expect(lines.contains("Notes:") && lines.contains("jumps over") && lines.contains("the lazy"))
    #expect(lines.contains { $0.hasPrefix("dog") })
    #expect(!lines.contains("the quick") && !lines.contains("brown fox"))
    #expect(lines.allSatisfy { CharacterWidth.of($0) <= 12 })
  }

  @Test("the text changed from outside is shown, and editing goes on from it")
  func outsideChange() throws {
    let note = NoteText()
    let terminal = try start(note)
    terminal.send("\tmine")
    note.text = "theirs"
    terminal.send("!")
    // The cursor keeps its place (after four characters) in the new text.
    #expect(note.text == "thei!rs")
    #expect(terminal.screen.text.contains("thei!rs"))
  }
}
