extension TextEditorNode {
  /// Replaces the bytes `range` with `new` (already sanitized), records it for undo and puts
  /// the cursor after it.
  func replace(_ range: Range<Int>, with new: String, typing: Bool = false) {
    let removed = String(state.text[state.index(range.lowerBound)..<state.index(range.upperBound)])
    let before = state.cursor
    apply(range, new)
    let after = range.lowerBound + new.utf8.count
    state.history.record(
      EditHistory.Edit(
        offset: range.lowerBound, removed: removed, inserted: new, cursorBefore: before, cursorAfter: after,
        isTyping: typing))
    moveCursor(to: after, selecting: false)
  }

  /// Writes the edit into the bound string (in place where the binding allows it) and the
  /// line index.
  private func apply(_ range: Range<Int>, _ new: String) {
    let lower = state.index(range.lowerBound)
    let upper = state.index(range.upperBound)
    // Let go of the editor's copy first, so the binding's string is the only one and is
    // changed in place.
    state.text = ""
    text.modify { $0.replaceSubrange(lower..<upper, with: new) }
    state.text = text.wrappedValue
    state.lines.replace(range, insertedLength: new.utf8.count, breaks: new.lineBreakOffsets)
    // A binding that changed what it was given (trimmed, say): index what it holds.
    if state.lines.length != state.text.utf8.count { state.lines = TextLines(state.text) }
  }

  /// Replaces the whole text (plain line mode), as one edit that undo takes back.
  func replaceAll(with value: String, host: ViewHost) {
    attach(to: host)
    replace(0..<state.lines.length, with: value)
  }

  /// Moves the cursor to `offset`; with `selecting`, the selection grows from where it was.
  func moveCursor(to offset: Int, selecting: Bool, keepingGoal: Bool = false) {
    if selecting {
      if state.anchor == nil { state.anchor = state.cursor }
    } else {
      state.anchor = nil
    }
    state.cursor = min(max(offset, 0), state.lines.length)
    if !keepingGoal { state.goalColumn = nil }
  }

  /// Inserts `new` at the cursor, over the selection if there is one.
  func insert(_ new: String, typing: Bool) {
    replace(
      state.selection ?? state.cursor..<state.cursor, with: new, typing: typing && state.selection == nil)
  }

  /// Deletes the selection, else the character before (`backward`) or after the cursor.
  func deleteCharacter(backward: Bool) {
    if let selection = state.selection { return replace(selection, with: "") }
    let cursor = state.index(state.cursor)
    if backward {
      guard cursor > state.text.startIndex else { return }
      replace(offset(of: state.text.index(before: cursor))..<state.cursor, with: "")
    } else {
      guard cursor < state.text.endIndex else { return }
      replace(state.cursor..<offset(of: state.text.index(after: cursor)), with: "")
    }
  }

  /// Takes back the last edit (`undo`) or does again the last one taken back.
  func undo(_ undo: Bool) {
    guard let edit = undo ? state.history.popUndo() : state.history.popRedo() else { return }
    if undo {
      apply(edit.offset..<(edit.offset + edit.inserted.utf8.count), edit.removed)
      moveCursor(to: edit.cursorBefore, selecting: false)
    } else {
      apply(edit.offset..<(edit.offset + edit.removed.utf8.count), edit.inserted)
      moveCursor(to: edit.cursorAfter, selecting: false)
    }
  }

  /// The UTF-8 offset of `index` in the text.
  func offset(of index: String.Index) -> Int {
    state.text.utf8.distance(from: state.text.utf8.startIndex, to: index)
  }

  /// The selected text, if any.
  var selectedText: String? {
    state.selection.map { String(state.text[state.index($0.lowerBound)..<state.index($0.upperBound)]) }
  }

  /// What a paste or a typed character puts in the text: line breaks kept (CR LF and CR
  /// become LF), a tab as four spaces, any other control character as `�`.
  static func insertable(_ pasted: String) -> String {
    // Most pastes hold no control character but the line feed: taken as they are, without a
    // walk over their characters.
    if !pasted.utf8.contains(where: { ($0 < 0x20 && $0 != 0x0A) || $0 == 0x7F || $0 == 0xC2 }) {
      return pasted
    }
    var result = ""
    result.reserveCapacity(pasted.utf8.count)
    for character in pasted {
      switch character {
      case "\r\n", "\r", "\n": result.append("\n")
      case "\t": result.append("    ")
      case _ where Sanitizer.isControl(character): result.append("\u{FFFD}")
      default: result.append(character)
      }
    }
    return result
  }
}
