/// Where views draw: a cell buffer with a clipping rectangle. A ``DrawingView`` gets one to
/// draw its cells into.
///
/// The canvas keeps wide characters whole: a two-cell character is its cell plus a
/// continuation cell, and drawing over either half of it blanks the other half, so a
/// half-overwritten wide character never leaves a stray continuation (which would shift
/// the rest of the line in the terminal and in headless text). It never stores a control
/// character, so nothing drawn can reach the terminal as an escape sequence.
public struct Canvas {
  /// The cells drawn so far.
  public internal(set) var buffer: CellBuffer
  /// Where drawing lands: anything outside is dropped.
  public internal(set) var clip: Rect

  /// A blank canvas of `size`, clipped to its bounds.
  public init(size: Size) {
    buffer = CellBuffer(size: size)
    clip = Rect(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// Draws `text` (one line) at (`x`, `y`), clipped; returns the cells used. Control
  /// characters take no cells and are never stored.
  @discardableResult
  public mutating func text(_ text: String, x: Int, y: Int, style: Style, maxWidth: Int = .max) -> Int {
    guard y >= clip.y, y < clip.maxY else { return 0 }
    var column = x
    let (end, overflow) = x.addingReportingOverflow(maxWidth)
    let limit = overflow ? clip.maxX : min(clip.maxX, end)
    if let drawn = asciiText(text, x: x, y: y, style: style, limit: limit) { return drawn }
    for character in text {
      let width = CharacterWidth.of(character)
      if width == 0 { continue }
      if column + width > limit { break }
      if column >= clip.x {
        put(StoredCell(glyph: buffer.glyph(character), style: style), x: column, y: y)
        for extra in 1..<width {
          put(StoredCell(glyph: .continuation, style: style), x: column + extra, y: y)
        }
      }
      column += width
    }
    return column - x
  }

  /// Draws `text` as ``text(_:x:y:style:maxWidth:)`` does when it is all printable ASCII (a
  /// byte a cell, each its own cluster: no cluster breaking, no width lookup); nil otherwise,
  /// drawing nothing.
  private mutating func asciiText(_ text: String, x: Int, y: Int, style: Style, limit: Int) -> Int? {
    var printable = true
    var count = 0
    for byte in text.utf8 {
      guard byte >= 0x20 && byte < 0x7F else {
        printable = false
        break
      }
      count += 1
    }
    guard printable else { return nil }
    let drawn = max(0, min(count, limit - x))
    let skipped = min(drawn, max(0, clip.x - x))
    if drawn > skipped {
      putASCII(text.utf8.prefix(drawn).dropFirst(skipped), from: x + skipped, y: y, style: style)
    }
    return drawn
  }

  /// Stores the one-cell `bytes` side by side from (`x`, `y`) on, as ``put(_:x:y:)`` would one
  /// by one, but checking for wide characters only at the run's two ends: a wide character
  /// cut by either end goes, all of it, and every cell between is overwritten anyway.
  private mutating func putASCII(_ bytes: Substring.UTF8View, from x: Int, y: Int, style: Style) {
    let width = buffer.size.width
    let row = y * width
    if buffer.cells[row + x].glyph.isContinuation {
      // A wide character that starts before the run: its first cell and any before this.
      var head = x - 1
      while head > 0, buffer.cells[row + head].glyph.isContinuation { head -= 1 }
      for column in max(0, head)..<x { blank(x: column, y: y) }
    }
    var column = x
    for byte in bytes {
      buffer.cells[row + column] = StoredCell(glyph: Glyph(ascii: byte), style: style)
      column += 1
    }
    // The rest of a wide character whose first cell the run overwrote.
    while column < width, buffer.cells[row + column].glyph.isContinuation {
      blank(x: column, y: y)
      column += 1
    }
  }

  /// Fills `rect` (clipped) with `character` in `style`.
  public mutating func fill(_ rect: Rect, character: Character = " ", style: Style) {
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    let cell = StoredCell(glyph: buffer.glyph(character), style: style)
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { put(cell, x: x, y: y) }
    }
  }

  /// Applies `change` to the style of every cell in `rect` (clipped).
  public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { change(&buffer.cells[y * buffer.size.width + x].style) }
    }
  }

  /// Runs `body` with drawing clipped to `rect` as well.
  public mutating func clipped(to rect: Rect, _ body: (inout Canvas) -> Void) {
    let saved = clip
    clip = clip.intersection(rect)
    body(&self)
    clip = saved
  }

  /// The size of the whole canvas.
  public var size: Size { buffer.size }

  /// The cell at (`x`, `y`).
  public subscript(x: Int, y: Int) -> Cell { buffer[x, y] }

  /// Draws one `character` at (`x`, `y`) if it lies inside the clip; a two-cell character
  /// that would not fit whole is not drawn. A control character is drawn as `�`. Returns the
  /// cells used (0, 1 or 2).
  @discardableResult
  public mutating func set(_ character: Character, x: Int, y: Int, style: Style) -> Int {
    guard y >= clip.y, y < clip.maxY, x >= clip.x else { return 0 }
    let shown: Character = Sanitizer.isControl(character) ? "\u{FFFD}" : character
    let width = CharacterWidth.of(shown)
    guard width > 0, x + width <= clip.maxX else { return 0 }
    put(StoredCell(glyph: buffer.glyph(shown), style: style), x: x, y: y)
    for column in x + 1..<x + width { put(StoredCell(glyph: .continuation, style: style), x: column, y: y) }
    return width
  }

  /// Stores `cell` at (`x`, `y`), first blanking the rest of any wide character it
  /// overwrites. A continuation cell is only ever stored right after its wide character.
  private mutating func put(_ cell: StoredCell, x: Int, y: Int) {
    let width = buffer.size.width
    let row = y * width
    if !cell.glyph.isContinuation {
      // The character that covered this cell goes, all of it.
      var start = x
      while start > 0, buffer.cells[row + start].glyph.isContinuation { start -= 1 }
      var end = start + 1
      while end < width, buffer.cells[row + end].glyph.isContinuation { end += 1 }
      for column in start..<end where column != x { blank(x: column, y: y) }
    } else if !buffer.cells[row + x].glyph.isContinuation {
      // A continuation over a character's first cell: the rest of that character goes.
      var end = x + 1
      while end < width, buffer.cells[row + end].glyph.isContinuation {
        blank(x: end, y: y)
        end += 1
      }
    }
    buffer[stored: x, y] = cell
  }

  private mutating func blank(x: Int, y: Int) {
    buffer.cells[y * buffer.size.width + x].glyph = .space
  }
}
