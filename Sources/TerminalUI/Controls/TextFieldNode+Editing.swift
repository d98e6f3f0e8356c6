extension TextFieldNode {
  /// Applies an editing key; returns whether the key is one the field handles.
  ///
  /// A control character is never taken in as text: typed, it does nothing; pasted, it
  /// becomes `�` (line breaks and tabs become spaces), as ``Sanitizer/typed(_:)`` does.
  func edit(_ key: Key, context: NodeContext) -> Bool {
    let after = charactersAfterCursor(context)
    var newAfter = after
    switch key {
    case _ where key.typedCharacter != nil:
      let character = key.typedCharacter!
      guard !Sanitizer.isControl(character) else { return true }
      change(after: after) { text, cursor in text.insert(character, at: cursor) }
    case _ where key.pastedText != nil:
      let clean = Sanitizer.typed(key.pastedText!)
      guard !clean.isEmpty else { return true }
      change(after: after) { text, cursor in text.insert(contentsOf: clean, at: cursor) }
    case .backspace:
      guard !isCursorAtStart(after: after) else { return true }
      change(after: after) { text, cursor in text.remove(at: text.index(before: cursor)) }
    case .delete, .control("d"):
      guard after > 0 else { return true }
      change(after: after) { text, cursor in text.remove(at: cursor) }
      newAfter = after - 1
    case .left, .control("b"):
      if !isCursorAtStart(after: after) { newAfter = after + 1 }
    case .right, .control("f"): newAfter = max(0, after - 1)
    case .controlLeft, .alt("b"): newAfter = after + wordLength(before: after)
    case .controlRight, .alt("f"): newAfter = after - wordLength(after: after)
    case .home, .control("a"): newAfter = text.wrappedValue.count
    case .end, .control("e"): newAfter = 0
    case .control("u"):
      guard !isCursorAtStart(after: after) else { return true }
      change(after: after) { text, cursor in text.removeSubrange(text.startIndex..<cursor) }
    case .control("w"), Key(.backspace, [.alt]):
      // readline's unix-word-rubout and backward-kill-word: the word before the cursor.
      let length = wordLength(before: after)
      guard length > 0 else { return true }
      change(after: after) { text, cursor in
        text.removeSubrange(text.index(cursor, offsetBy: -length)..<cursor)
      }
    case .control("k"):
      guard after > 0 else { return true }
      change(after: after) { text, cursor in text.removeSubrange(cursor...) }
      newAfter = 0
    default:
      return false
    }
    if newAfter != after { context.host[CursorFromEndKey.self, id] = newAfter }
    return true
  }

  /// How many characters a word left of the cursor moves it: the spaces before it, then the
  /// word (as readline's backward-word).
  private func wordLength(before after: Int) -> Int {
    let value = text.wrappedValue
    let head = value[..<Self.cursor(in: value, after: after)]
    let spaces = head.reversed().prefix { $0.isWhitespace }.count
    return spaces + head.dropLast(spaces).reversed().prefix { !$0.isWhitespace }.count
  }

  /// How many characters a word right of the cursor moves it: the spaces after it, then the
  /// word, to its end (as readline's forward-word).
  private func wordLength(after: Int) -> Int {
    let value = text.wrappedValue
    let tail = value[Self.cursor(in: value, after: after)...]
    let spaces = tail.prefix { $0.isWhitespace }.count
    return spaces + tail.dropFirst(spaces).prefix { !$0.isWhitespace }.count
  }

  private func isCursorAtStart(after: Int) -> Bool {
    let value = text.wrappedValue
    return Self.cursor(in: value, after: after) == value.startIndex
  }

  /// Runs `body` on the text and the cursor's index (`after` characters from the end), in
  /// place where the binding allows it; the text after the cursor is left as it was, so
  /// the cursor keeps its count.
  private func change(after: Int, _ body: (inout String, String.Index) -> Void) {
    text.modify { value in
      let cursor = Self.cursor(in: value, after: after)
      body(&value, cursor)
    }
  }
}
