final class TextFieldNode: Node {
  let placeholder: String
  let text: Binding<String>
  let isSecure: Bool
  let onSubmit: (@MainActor () -> Void)?

  init(
    id: String, placeholder: String, text: Binding<String>, isSecure: Bool, onSubmit: (@MainActor () -> Void)?
  ) {
    self.placeholder = placeholder
    self.text = text
    self.isSecure = isSecure
    self.onSubmit = onSubmit
    super.init(id: id)
    expandsHorizontally = true
  }

  override var isFocusable: Bool { true }
  override var accessibilityLabel: String {
    let value = text.wrappedValue
    let shown = isSecure ? String(repeating: "•", count: value.count) : value
    return "text field \(placeholder)" + (value.isEmpty ? "" : ": \(shown)")
  }
  override var hints: [KeyHint] { [KeyHint("type", "edit " + placeholder.lowercased())] }
  override var moreHints: [KeyHint] {
    [
      KeyHint("←→", "move the cursor"), KeyHint("home/end", "start / end (ctrl-a / ctrl-e)"),
      KeyHint("ctrl-u/k", "delete to start / end"),
    ]
  }

  /// The cursor, as a character offset into the text.
  func cursor(_ context: DrawContext) -> Int {
    min(context.host.value(for: id + ".cursor", default: Int.max), text.wrappedValue.count)
  }

  override func measure(_ available: Size) -> Size {
    Size(
      width: min(available.width, max(10, CharacterWidth.of(placeholder) + 2)),
      height: min(1, available.height))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: DrawContext) {
    guard rect.width > 0 else { return }
    let value = Sanitizer.clean(text.wrappedValue)
    let shown = isSecure ? String(repeating: "•", count: value.count) : value
    let focused = context.isFocused(self)
    let field = context.style.merged(with: Style(underline: true))
    canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: field)
    if shown.isEmpty {
      canvas.text(
        placeholder, x: rect.x, y: rect.y, style: field.merged(with: Style(dim: true)), maxWidth: rect.width)
      if focused { canvas.restyle(Rect(x: rect.x, y: rect.y, width: 1, height: 1)) { $0.reverse = true } }
      return
    }
    let characters = Array(shown)
    let cursor = focused ? self.cursor(context) : characters.count
    // Scroll so the cursor stays visible: start as far left as still leaves the cursor's
    // cell on screen (counting back from the cursor, so long text costs one screenful).
    var start = cursor
    var used = 0
    while start > 0, used + CharacterWidth.of(characters[start - 1]) < rect.width {
      start -= 1
      used += CharacterWidth.of(characters[start])
    }
    let visible = String(characters[start...])
    canvas.text(visible, x: rect.x, y: rect.y, style: field, maxWidth: rect.width)
    guard focused else { return }
    let column = rect.x + used
    if column < rect.maxX {
      canvas.restyle(Rect(x: column, y: rect.y, width: 1, height: 1)) { $0.reverse = true }
    }
  }

  override func handle(_ key: Key, context: DrawContext) -> Bool {
    var characters = Array(text.wrappedValue)
    var cursor = self.cursor(context)
    switch key {
    case _ where key.typedCharacter != nil:
      characters.insert(key.typedCharacter!, at: cursor)
      cursor += 1
    case _ where key.pastedText != nil:
      let pasted = key.pastedText!
      let clean = Array(Sanitizer.clean(pasted.replacingNewlines.replacingOccurrences("\n", with: " ")))
      characters.insert(contentsOf: clean, at: cursor)
      cursor += clean.count
    case .backspace:
      guard cursor > 0 else { return true }
      characters.remove(at: cursor - 1)
      cursor -= 1
    case .delete, .control("d"):
      guard cursor < characters.count else { return true }
      characters.remove(at: cursor)
    case .left, .control("b"): cursor = max(0, cursor - 1)
    case .right, .control("f"): cursor = min(characters.count, cursor + 1)
    case .home, .control("a"): cursor = 0
    case .end, .control("e"): cursor = characters.count
    case .control("u"):
      characters.removeSubrange(0..<cursor)
      cursor = 0
    case .control("k"): characters.removeSubrange(cursor...)
    case .down:
      context.host.moveFocus(by: 1)
      return true
    case .up:
      context.host.moveFocus(by: -1)
      return true
    case .enter:
      guard let onSubmit else { return false }
      onSubmit()
      return true
    default:
      return false
    }
    let updated = String(characters)
    if updated != text.wrappedValue { text.wrappedValue = updated }
    context.host.setValue(cursor, for: id + ".cursor")
    return true
  }
}

extension String {
  func replacingOccurrences(_ target: Character, with replacement: Character) -> String {
    String(map { $0 == target ? replacement : $0 })
  }
}
