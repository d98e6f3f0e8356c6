extension TextEditorNode {
  /// Whether the editor uses `key` itself.
  func usesKey(_ key: Key) -> Bool {
    key.typedCharacter != nil || key.pastedText != nil || key == .enter || key == .backspace || key == .delete
      || Self.movementCodes.contains(key.code)
  }

  /// The keys that move the cursor (Shift selects as they move).
  static let movementCodes: Set<Key.Code> = [.left, .right, .up, .down, .home, .end, .pageUp, .pageDown]

  /// The footer's keys while the editor is focused.
  var editorHints: [KeyHint] {
    var hints = [KeyHint("type", "edit " + title.lowercased())]
    if enclosingSubmit != nil { hints.append(KeyHint("ctrl-s", "submit")) }
    return hints + [KeyHint("shift-↑↓←→", "select")]
  }

  /// The help's further keys.
  var editorMoreHints: [KeyHint] {
    [
      KeyHint("ctrl-←/→", "a word left / right"), KeyHint("home/end", "start / end of the line"),
      KeyHint("ctrl-home/end", "start / end of the text"), KeyHint("pgup/pgdn", "a page up / down"),
    ]
  }

  /// Handles a key; the cursor stays on screen.
  func handleKey(_ key: Key, context: NodeContext) -> Bool {
    attach(to: context.host)
    let used = apply(key, host: context.host)
    if used {
      scrollToCursor()
      context.host.invalidate()
    }
    return used
  }

  /// Carries out `key`; returns whether the editor used it.
  private func apply(_ key: Key, host: ViewHost) -> Bool {
    if let command = Keymap.textEditorCommand(for: key, in: host) { return run(command, host: host) }
    if let character = key.typedCharacter {
      insert(Self.insertable(String(character)), typing: true)
      return true
    }
    if let pasted = key.pastedText {
      insert(Self.insertable(pasted), typing: false)
      return true
    }
    let selecting = key.modifiers.contains(.shift)
    let byWord = key.modifiers.contains(.control) || key.modifiers.contains(.alt)
    switch key.code {
    case .enter where key.modifiers.isEmpty: insert("\n", typing: false)
    case .backspace: deleteCharacter(backward: true)
    case .delete: deleteCharacter(backward: false)
    case .left, .right:
      let forward = key.code == .right
      if !selecting, let selection = state.selection {
        moveCursor(to: forward ? selection.upperBound : selection.lowerBound, selecting: false)
      } else {
        moveCursor(
          to: byWord ? wordEdge(forward: forward) : characterEdge(forward: forward), selecting: selecting)
      }
    case .up, .down:
      return moveVertically(by: key.code == .down ? 1 : -1, selecting: selecting, host: host)
    case .pageUp, .pageDown:
      let page = max(state.size.height - 1, 1)
      _ = moveVertically(by: key.code == .pageDown ? page : -page, selecting: selecting, host: nil)
    case .home, .end:
      let toText = key.modifiers.contains(.control)
      let line = state.lines.range(ofLine: state.lines.line(containing: state.cursor))
      let start = toText ? 0 : line.lowerBound
      let end = toText ? state.lines.length : line.upperBound
      moveCursor(to: key.code == .home ? start : end, selecting: selecting)
    default:
      return false
    }
    return true
  }

  /// What Ctrl-S runs: the nearest ``View/onSubmit(_:)`` around the editor.
  var enclosingSubmit: (@MainActor () -> Void)? {
    var node = parent
    while let current = node {
      if let submit = current.submitAction { return submit }
      node = current.parent
    }
    return nil
  }

  /// Runs the rebindable command `name`.
  private func run(_ name: String, host: ViewHost) -> Bool {
    switch name {
    case "undo": undo(true)
    case "redo": undo(false)
    case "cut", "copy":
      // Without a selection, Ctrl-C goes on to the app (to quit, usually).
      guard let selected = selectedText else { return name == "cut" }
      host.clipboard = selected
      host.copyToClipboard?(selected)
      if name == "cut", let selection = state.selection { replace(selection, with: "") }
    case "paste":
      guard !host.clipboard.isEmpty else { return true }
      insert(Self.insertable(host.clipboard), typing: false)
    case "submit":
      guard let submit = enclosingSubmit else { return false }
      submit()
    case "select all":
      state.anchor = 0
      state.cursor = state.lines.length
    case "delete to line end":
      let line = state.lines.range(ofLine: state.lines.line(containing: state.cursor))
      // At the end of a line, the line break goes (the next line joins this one).
      let end =
        state.cursor == line.upperBound ? min(line.upperBound + 1, state.lines.length) : line.upperBound
      if end > state.cursor { replace(state.cursor..<end, with: "") }
    case "delete to line start":
      let line = state.lines.range(ofLine: state.lines.line(containing: state.cursor))
      if state.cursor > line.lowerBound { replace(line.lowerBound..<state.cursor, with: "") }
    default:
      return false
    }
    return true
  }

  /// Moves the cursor `rows` rows down (up when negative), keeping to the goal column; at the
  /// first or last row, ↑/↓ move the focus instead (a form goes on to the next field), when
  /// `host` is given.
  private func moveVertically(by rows: Int, selecting: Bool, host: ViewHost?) -> Bool {
    let place = cursorPlace()
    let goal = state.goalColumn ?? place.column
    let target = self.place((place.line, place.row), movedBy: rows)
    if target == (place.line, place.row) {
      guard let host, !selecting else {
        moveCursor(to: rows < 0 ? 0 : state.lines.length, selecting: selecting, keepingGoal: true)
        return true
      }
      host.moveFocus(by: rows < 0 ? -1 : 1)
      return true
    }
    moveCursor(
      to: offset(line: target.line, row: target.row, column: goal), selecting: selecting, keepingGoal: true)
    state.goalColumn = goal
    return true
  }

  /// The offset one character before or after the cursor.
  private func characterEdge(forward: Bool) -> Int {
    let cursor = state.index(state.cursor)
    if forward {
      return cursor < state.text.endIndex ? offset(of: state.text.index(after: cursor)) : state.cursor
    }
    return cursor > state.text.startIndex ? offset(of: state.text.index(before: cursor)) : state.cursor
  }

  /// The offset a word move reaches: over spaces, then the word (as readline's word moves).
  private func wordEdge(forward: Bool) -> Int {
    let text = state.text
    var index = state.index(state.cursor)
    if forward {
      while index < text.endIndex, !text[index].isLetter && !text[index].isNumber {
        index = text.index(after: index)
      }
      while index < text.endIndex, text[index].isLetter || text[index].isNumber {
        index = text.index(after: index)
      }
    } else {
      while index > text.startIndex {
        let previous = text.index(before: index)
        guard !text[previous].isLetter && !text[previous].isNumber else { break }
        index = previous
      }
      while index > text.startIndex {
        let previous = text.index(before: index)
        guard text[previous].isLetter || text[previous].isNumber else { break }
        index = previous
      }
    }
    return offset(of: index)
  }
}
