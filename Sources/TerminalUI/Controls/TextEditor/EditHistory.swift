/// The undo and redo stacks of a ``TextEditor``: each edit as the bytes it replaced and the
/// text it put there, with the cursor before and after. Characters typed one after another
/// are one edit, as in other editors (a word is undone at once, not a letter).
struct EditHistory {
  struct Edit {
    /// Where the edit starts (UTF-8 offset).
    var offset: Int
    var removed: String
    var inserted: String
    var cursorBefore: Int
    var cursorAfter: Int
    /// Whether typing may extend it.
    var isTyping: Bool
  }

  private(set) var undoStack: [Edit] = []
  private(set) var redoStack: [Edit] = []
  /// How many edits are kept.
  static let limit = 1_000

  /// Records `edit`; typing right after typing extends the last edit.
  mutating func record(_ edit: Edit) {
    redoStack.removeAll()
    if edit.isTyping, edit.removed.isEmpty, var last = undoStack.last, last.isTyping,
      last.offset + last.inserted.utf8.count == edit.offset, !edit.inserted.contains(" ")
    {
      last.inserted += edit.inserted
      last.cursorAfter = edit.cursorAfter
      undoStack[undoStack.count - 1] = last
      return
    }
    undoStack.append(edit)
    if undoStack.count > Self.limit { undoStack.removeFirst() }
  }

  /// The edit to undo, moved to the redo stack.
  mutating func popUndo() -> Edit? {
    guard let edit = undoStack.popLast() else { return nil }
    redoStack.append(edit)
    return edit
  }

  /// The edit to redo, moved back to the undo stack.
  mutating func popRedo() -> Edit? {
    guard let edit = redoStack.popLast() else { return nil }
    undoStack.append(edit)
    return edit
  }
}
