/// A focusable multi-line text editor bound to a string, wrapped at its width.
///
/// Typing and pasting insert at the cursor (a bracketed paste is kept whole, its line breaks
/// with it; a tab becomes four spaces, any other control character `�`); Enter starts a new
/// line. ←/→ move by character, Ctrl-←/→ by word, ↑/↓ by row (keeping the column), Page
/// Up/Down by a screenful, Home/End to the line's ends and Ctrl-Home/End to the text's; with
/// Shift each selects. Ctrl-_ (Ctrl-/ on most keyboards) or Alt-Z undoes (typing a word is
/// one step; Ctrl-Z suspends the app, as in a shell), Ctrl-Y redoes, Ctrl-X and
/// Ctrl-C cut and copy the selection (to the system clipboard too, with OSC 52, in full
/// screen), Ctrl-V pastes it, Alt-A selects all, Ctrl-K and Ctrl-U delete to the line's end
/// and start; Ctrl-S runs the nearest ``View/onSubmit(_:)`` around it (a form's save, as
/// Enter does in a text field); those keys are rebindable (``Keymap/textEditor``). A click places the cursor,
/// a drag selects, the wheel scrolls. Tab and Esc are left to the views around it, so a form
/// moves on; ↑ on the first row and ↓ on the last move the focus as in a text field.
///
/// Long lines wrap after the last space that fits, by display width (wide characters take two
/// cells, combining marks stay with their base). The editor keeps a line index it updates
/// from each edit and lays out only the rows on screen, so a keystroke costs the same in a
/// 1 MB text as in a short one (see the benchmarks).
///
/// While empty the editor shows its title; once filled, the title stays on its first row as a
/// label, so a filled form still says what each editor is.
///
/// In plain line mode, a line typed while the editor is focused replaces its text, with `\n`
/// standing for a line break.
///
/// ```swift
/// TextEditor("Notes", text: Binding(model, \.notes), height: 5)
/// ```
public struct TextEditor: View, PrimitiveView {
  let title: String
  let text: Binding<String>
  let height: Int

  /// An editor titled `title` editing `text`, `height` rows tall (fewer only when less is
  /// offered); what does not fit scrolls. The title shows in the first row while the editor is
  /// empty, and stays there as a label (`Notes:`) once it has text, the text taking the rows
  /// under it (an editor one row tall has no room for it).
  public init(_ title: String, text: Binding<String>, height: Int = 3) {
    self.title = Sanitizer.clean(title)
    self.text = text
    self.height = height
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [TextEditorNode(id: context.id, title: title, text: text, height: height)]
  }
}
