/// What a ``TextEditor`` keeps between frames: the line index of the text it last saw, the
/// cursor and the selection's other end (UTF-8 offsets at character boundaries), the column
/// ↑/↓ aim for, the first row shown, and the undo history.
@MainActor
final class TextEditorState {
  /// The text as the editor last saw or wrote it: a different one in the binding (changed
  /// from outside) is indexed again.
  var text = ""
  var lines = TextLines("") {
    didSet { wrapped.removeAll(keepingCapacity: true) }
  }
  /// Lines laid out since the text last changed, by line number, at `wrappedWidth`: a frame
  /// lays a line out once however often it asks (scrolling, the cursor, drawing).
  var wrapped: [Int: WrappedLine] = [:]
  var wrappedWidth = 0
  var cursor = 0
  /// The selection's other end; nil when nothing is selected.
  var anchor: Int?
  /// The display column ↑/↓ keep to, across shorter lines.
  var goalColumn: Int?
  /// The first row drawn: a line, and a row of its wrapping.
  var top = (line: 0, row: 0)
  /// The size the editor was last drawn at (pages are its height).
  var size = Size(width: 40, height: 5)
  var history = EditHistory()

  /// Takes in `value` when it is not the text last seen; the cursor stays where it was, within
  /// the new text.
  func sync(with value: String) {
    guard value != text else { return }
    text = value
    lines = TextLines(value)
    cursor = boundary(atOrBefore: min(cursor, lines.length))
    anchor = nil
    history = EditHistory()
    top = (min(top.line, lines.count - 1), 0)
  }

  /// The selected bytes, if any.
  var selection: Range<Int>? {
    guard let anchor, anchor != cursor else { return nil }
    return min(anchor, cursor)..<max(anchor, cursor)
  }

  /// The index in `text` of the UTF-8 offset `offset`.
  func index(_ offset: Int) -> String.Index {
    text.utf8.index(text.utf8.startIndex, offsetBy: offset)
  }

  /// Line `number`'s text, without its line break.
  func line(_ number: Int) -> Substring {
    let range = lines.range(ofLine: number)
    return text[index(range.lowerBound)..<index(range.upperBound)]
  }

  /// The nearest character boundary at or before `offset` (a text changed from outside may
  /// leave the cursor inside a character).
  func boundary(atOrBefore offset: Int) -> Int {
    let position = index(offset)
    guard position > text.startIndex else { return 0 }
    // Stepping back one character rounds down first, so the step forward lands on the
    // boundary at or before `position`.
    let aligned = text.index(after: text.index(before: position))
    return text.utf8.distance(from: text.utf8.startIndex, to: aligned)
  }
}
