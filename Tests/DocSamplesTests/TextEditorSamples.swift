import Observation
import Switchyard
import SwitchyardTesting
import Testing

// The TextEditor samples of the TerminalUI documentation, compiled and run.

@Observable @MainActor
final class NoteModel {
  var title = ""
  var text = ""
  var notes = ""
  var saved = 0
  func save() { saved += 1 }
}

struct NoteEditor: View {
  let note: NoteModel
  var body: some View {
    VStack {
      TextField("Title", text: Binding(note, \.title))
      TextEditor("Text", text: Binding(note, \.text), height: 6)
    }
    .onSubmit { note.save() }
  }
}

/// `TextEditor`'s own doc comment sample, in a view.
struct NotesField: View {
  let model: NoteModel
  var body: some View {
    TextEditor("Notes", text: Binding(model, \.notes), height: 5)
  }
}

@MainActor
@Suite("TextEditor samples")
struct TextEditorSamples {
  @Test("the note editor: two lines typed in the text, Ctrl-S saves through onSubmit")
  func noteEditor() {
    let note = NoteModel()
    let harness = HeadlessHarness(width: 30, height: 8) { NoteEditor(note: note) }
    harness.press(.tab, .character("a"), .enter, .character("b"), .control("s"))
    #expect(note.text == "a\nb")
    #expect(note.saved == 1)
    let notes = HeadlessHarness(width: 30, height: 5) { NotesField(model: note) }
    #expect(notes.screen.contains("Notes"))
  }
}
