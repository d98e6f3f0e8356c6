/// The editor's state under its identity, made on first use.
enum TextEditorStateKey: HostStateKey {
  static var defaultValue: TextEditorState? { nil }
}

/// A ``TextEditor`` in the tree: draws the rows around the cursor and edits the text.
///
/// Nothing it does per key or per frame scans the whole text: the line index
/// (``TextLines``) is updated from each edit, only the lines on screen (and the cursor's) are
/// wrapped, and an edit replaces its bytes in the bound string in place where the binding
/// allows it — a keystroke in a 1 MB text costs a copy of the string at most.
final class TextEditorNode: Node {
  let title: String
  let text: Binding<String>
  let height: Int
  /// Where the editor was drawn in the last frame (clicks land there).
  var mouseRect: Rect?
  /// The rows drawn in the last frame, top to bottom (a click finds its row there).
  var drawnRows: [ScreenRow] = []
  /// The screen row the first of ``drawnRows`` was drawn on (below the title, when it shows).
  var textTop = 0
  /// The state, once the host has given it (every draw and key does first).
  var state = TextEditorState()

  init(id: String, title: String, text: Binding<String>, height: Int) {
    self.title = title
    self.text = text
    self.height = height
    super.init(id: id)
    expandsHorizontally = true
  }

  override var isFocusable: Bool { true }
  override var takesText: Bool { true }
  override var hints: [KeyHint] { editorHints }
  override var moreHints: [KeyHint] { editorMoreHints }
  override func uses(_ key: Key) -> Bool { usesKey(key) }
  override func handle(_ key: Key, context: NodeContext) -> Bool { handleKey(key, context: context) }
  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    drawEditor(in: rect, canvas: &canvas, context: context)
  }

  override func measure(_ available: Size) -> Size {
    Size(width: available.width, height: min(available.height, max(height, 1)))
  }

  /// Takes this editor's state from `host` (made on first use) and brings it up to the bound text.
  @discardableResult
  func attach(to host: ViewHost) -> TextEditorState {
    let kept = host[TextEditorStateKey.self, id] ?? TextEditorState()
    host[TextEditorStateKey.self, id] = kept
    kept.sync(with: text.wrappedValue)
    state = kept
    return kept
  }

  /// The cells `character` takes as drawn (a control character is drawn as `�`, one cell).
  nonisolated static func cells(of character: Character) -> Int {
    Sanitizer.isControl(character) ? 1 : CharacterWidth.of(character)
  }

  override var accessibilityLabel: String {
    let value = text.wrappedValue
    let lines = value.split(separator: "\n", omittingEmptySubsequences: false)
    let first = CharacterWidth.truncate(Sanitizer.clean(String(lines.first ?? "")), to: 50)
    let more = lines.count > 1 ? " (\(lines.count) lines)" : ""
    return "text editor \(title)" + (value.isEmpty ? "" : ": \(first)\(more)")
  }

  override var fullText: String { Sanitizer.clean(text.wrappedValue, keepingNewlines: true) }
}
