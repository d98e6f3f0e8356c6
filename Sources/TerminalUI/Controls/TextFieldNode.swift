/// A ``TextField`` in the tree: draws the visible part of its text and edits it.
///
/// The cursor is kept as the number of characters after it, so typing or pasting costs
/// time in proportion to what is inserted and to the text after the cursor, never to the
/// whole text (a 100 KB paste typed character by character stays linear), and drawing
/// looks at one screenful around the cursor. Edits go through ``Binding/modify(_:)``, in
/// place where the binding allows it.
final class TextFieldNode: Node {
  let title: String
  let placeholder: String
  let text: Binding<String>
  let isSecure: Bool
  let onSubmit: (@MainActor () -> Void)?
  /// Where the field was drawn in the last frame (a click there focuses it).
  private(set) var mouseRect: Rect?

  init(
    id: String, title: String, placeholder: String, text: Binding<String>, isSecure: Bool,
    onSubmit: (@MainActor () -> Void)?
  ) {
    self.title = title
    self.placeholder = placeholder
    self.text = text
    self.isSecure = isSecure
    self.onSubmit = onSubmit
    super.init(id: id)
    expandsHorizontally = true
  }

  override var isFocusable: Bool { true }
  override var takesText: Bool { true }
  override var accessibilityLabel: String {
    // A line read aloud or logged by a script says a secret is there, never how long it is.
    let value = text.wrappedValue
    let shown = isSecure ? String(repeating: "•", count: Self.secretMask.count) : Sanitizer.clean(value)
    return "text field \(title)" + (value.isEmpty ? "" : ": \(shown)")
  }
  override var hints: [KeyHint] {
    var hints = [KeyHint("type", "edit " + title.lowercased())]
    if enterAction != nil { hints.append(KeyHint("enter", "submit")) }
    return hints
  }
  override var moreHints: [KeyHint] {
    [
      KeyHint("←→", "move the cursor"), KeyHint("ctrl-←/→", "a word left / right (alt-b / alt-f)"),
      KeyHint("home/end", "start / end (ctrl-a / ctrl-e)"), KeyHint("ctrl-u/k", "delete to start / end"),
      KeyHint("ctrl-w", "delete the word before (alt-backspace)"),
    ]
  }

  override func uses(_ key: Key) -> Bool {
    key.typedCharacter != nil || Self.editingKeys.contains(key) || (key == .enter && enterAction != nil)
  }

  /// Replaces the whole text with `value` (already sanitized) and puts the cursor at its end.
  func replaceText(with value: String, host: ViewHost) {
    text.wrappedValue = value
    host[CursorFromEndKey.self, id] = 0
  }

  /// How many characters follow the cursor (0: the cursor is at the end), at most the
  /// text's length (the text may have been shortened from outside since).
  func charactersAfterCursor(_ context: NodeContext) -> Int {
    let after = context.host[CursorFromEndKey.self, id]
    guard after > 0 else { return 0 }
    let value = text.wrappedValue
    return value.index(value.endIndex, offsetBy: -after, limitedBy: value.startIndex) == nil
      ? value.count : after
  }

  /// The cursor's position in `value`: `after` characters back from the end, at most the start.
  static func cursor(in value: String, after: Int) -> String.Index {
    value.index(value.endIndex, offsetBy: -after, limitedBy: value.startIndex) ?? value.startIndex
  }

  override func measure(_ available: Size) -> Size {
    Size(
      width: min(available.width, max(10, CharacterWidth.of(placeholder) + 2)),
      height: min(1, available.height))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    mouseRect = rect.intersection(canvas.clip)
    guard rect.width > 0 else { return }
    var rect = rect
    let value = shownValue(host: context.host)
    let focused = context.isFocused(self)
    let field = context.style.merged(with: Style(underline: true))
    canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: field)
    if value.isEmpty {
      canvas.text(
        placeholder, x: rect.x, y: rect.y, style: field.merged(with: context.theme[.muted]),
        maxWidth: rect.width)
      if focused { canvas.restyle(Rect(x: rect.x, y: rect.y, width: 1, height: 1)) { $0.reverse = true } }
      return
    }
    // Filled: the title stays in front as a label, when it leaves room to edit.
    let label = title + ": "
    let labelWidth = CharacterWidth.of(label)
    if rect.width - labelWidth >= 12 {
      canvas.text(
        label, x: rect.x, y: rect.y, style: field.merged(with: context.theme[.muted]), maxWidth: labelWidth)
      rect.x += labelWidth
      rect.width -= labelWidth
    }
    let cursor = focused ? Self.cursor(in: value, after: charactersAfterCursor(context)) : value.endIndex
    // Scroll so the cursor stays visible: start as far left as still leaves the cursor's
    // cell on screen (counting back from the cursor, so long text costs one screenful).
    var start = cursor
    var used = 0
    while start > value.startIndex {
      let previous = value.index(before: start)
      let width = shownWidth(value[previous])
      guard used + width < rect.width else { break }
      start = previous
      used += width
    }
    let visible = value[start...].prefix(rect.width)
    canvas.text(shown(visible), x: rect.x, y: rect.y, style: field, maxWidth: rect.width)
    guard focused else { return }
    let column = rect.x + used
    if column < rect.maxX {
      canvas.restyle(Rect(x: column, y: rect.y, width: 1, height: 1)) { $0.reverse = true }
    }
  }

  /// What a secure field holds, as a recorded screen shows it: the same length always.
  static let secretMask = "12345678"

  /// The text to draw: a filled secure field's stand-in when the host hides secret lengths.
  private func shownValue(host: ViewHost) -> String {
    let value = text.wrappedValue
    guard isSecure, host.hidesSecretLengths, !value.isEmpty else { return value }
    return Self.secretMask
  }

  /// The text as drawn: bullets for a secure field, control characters shown as `�`.
  private func shown(_ part: Substring) -> String {
    isSecure ? String(repeating: "•", count: part.count) : Sanitizer.clean(String(part))
  }

  private func shownWidth(_ character: Character) -> Int {
    isSecure ? 1 : CharacterWidth.of(Sanitizer.clean(String(character)))
  }

  override func handle(_ key: Key, context: NodeContext) -> Bool {
    switch key {
    case .down:
      context.host.moveFocus(by: 1)
    case .up:
      context.host.moveFocus(by: -1)
    case .enter:
      guard let submit = enterAction else { return false }
      submit()
    default:
      return edit(key, context: context)
    }
    return true
  }
}
