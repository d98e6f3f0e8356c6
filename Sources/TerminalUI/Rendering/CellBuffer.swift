#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One cell of the screen.
public struct Cell: Hashable, Sendable {
  /// The grapheme shown; empty for the right half of a wide character.
  public var character: Character?
  /// How the cell is drawn.
  public var style: Style

  /// A plain space.
  public static let blank = Cell(character: " ", style: .plain)
  static let continuation = Cell(character: nil, style: .plain)
}

/// A grid of cells: what a frame looks like.
public struct CellBuffer: Hashable, Sendable {
  /// The grid size in cells.
  public let size: Size
  /// The cells, row by row (``Glyph``: no reference counted value per cell).
  var cells: [StoredCell]
  /// The clusters too long to store in a cell (over 16 bytes of UTF-8), by index.
  var overflow: [Character] = []

  /// A blank `size` buffer.
  public init(size: Size) {
    self.size = size
    cells = Array(repeating: .blank, count: max(0, size.width * size.height))
  }

  /// The cell at column `x`, row `y` (zero-based).
  ///
  /// A character wider than the cells left in its row does not fit: it is stored (and
  /// drawn) as a space in its style, never past the last column. A wide character's other
  /// cells are continuations (`character == nil`), set by the caller.
  public subscript(x: Int, y: Int) -> Cell {
    get {
      let cell = cells[y * size.width + x]
      return Cell(character: character(cell.glyph), style: cell.style)
    }
    set {
      self[stored: x, y] = StoredCell(glyph: glyph(newValue.character), style: newValue.style)
    }
  }

  /// The stored cell at column `x`, row `y`; a character too wide for the cells left in its
  /// row is stored as a space (as the public subscript says).
  subscript(stored x: Int, y: Int) -> StoredCell {
    get { cells[y * size.width + x] }
    set {
      // Only the last few columns can be too narrow (a cluster takes at most a few cells).
      if size.width - x < 8, newValue.glyph.asciiByte == nil, let character = character(newValue.glyph),
        CharacterWidth.of(character) > size.width - x
      {
        cells[y * size.width + x] = StoredCell(glyph: .space, style: newValue.style)
      } else {
        cells[y * size.width + x] = newValue
      }
    }
  }

  /// The character `glyph` stands for (nil for a continuation).
  func character(_ glyph: Glyph) -> Character? {
    if glyph.isContinuation { return nil }
    if glyph.isOverflow { return overflow[glyph.overflowIndex] }
    return glyph.inlineCharacter
  }

  /// The glyph for `character` (nil: a continuation), a long cluster kept in ``overflow``.
  mutating func glyph(_ character: Character?) -> Glyph {
    guard let character else { return .continuation }
    if let glyph = Glyph(inline: character) { return glyph }
    overflow.append(character)
    return .overflow(overflow.count - 1)
  }

  /// Whether cell `index` holds what cell `otherIndex` of `other` does: the same style and a
  /// cluster equal as a `Character` is (compared as bytes when both are stored inline and
  /// equal or both ASCII, the common cases).
  ///
  /// The glyphs are compared first, as integers: two different ASCII characters (most of a
  /// changed row) differ without their styles being compared, and two cells whose bytes are
  /// all equal (most of the rest) are equal without it either.
  func cell(_ index: Int, equals otherIndex: Int, of other: CellBuffer) -> Bool {
    let cell = cells[index]
    let otherCell = other.cells[otherIndex]
    if cell.glyph == otherCell.glyph, !cell.glyph.isOverflow {
      return hasSameBytes(index, as: otherIndex, of: other) || cell.style == otherCell.style
    }
    if cell.glyph.asciiByte != nil, otherCell.glyph.asciiByte != nil { return false }
    guard cell.style == otherCell.style else { return false }
    return character(cell.glyph) == other.character(otherCell.glyph)
  }

  /// Whether cell `index` has the same bytes as cell `otherIndex` of `other`: then it holds
  /// the same value, unless its glyph is an overflow index (which its buffer decides). The
  /// other way round does not hold: a colour without a payload may leave bytes unused, so
  /// unequal bytes still need the fields compared. Read where the cells are stored (copies
  /// of them compared as bytes cost more than comparing their fields).
  func hasSameBytes(_ index: Int, as otherIndex: Int, of other: CellBuffer) -> Bool {
    cells.withUnsafeBytes { mine in
      other.cells.withUnsafeBytes { theirs in
        let stride = MemoryLayout<StoredCell>.stride
        return memcmp(
          mine.baseAddress! + index * stride, theirs.baseAddress! + otherIndex * stride,
          MemoryLayout<StoredCell>.size) == 0
      }
    }
  }

  /// Whether row `y` holds the same bytes in `other` (of the same size): then it holds the
  /// same cells, when neither buffer has ``overflow`` clusters (their glyphs are indexes).
  /// A row that differs only in bytes no cell reads would count as different, never the
  /// other way round: a fast path, not a full comparison.
  func row(_ y: Int, isBitwiseEqualTo other: CellBuffer) -> Bool {
    // A cell holds no reference, so its bytes are its value.
    assert(_isPOD(StoredCell.self))
    guard size == other.size, size.width > 0 else { return false }
    let start = y * size.width
    return cells.withUnsafeBytes { mine in
      other.cells.withUnsafeBytes { theirs in
        let stride = MemoryLayout<StoredCell>.stride
        return memcmp(
          mine.baseAddress! + start * stride, theirs.baseAddress! + start * stride, size.width * stride) == 0
      }
    }
  }

  /// The first cell from `start` up to `end` (indexes into ``cells``) whose bytes differ from
  /// the same cell of `other` (of the same size), or `end`: the cells before it hold the same
  /// values, when neither buffer has ``overflow`` clusters. Compared eight cells at a time, so
  /// the blanks between a changed row's columns are passed over without a look at each.
  func firstBitwiseDifference(from start: Int, to end: Int, in other: CellBuffer) -> Int {
    assert(_isPOD(StoredCell.self) && size == other.size && end <= cells.count)
    return cells.withUnsafeBytes { mine in
      other.cells.withUnsafeBytes { theirs in
        let stride = MemoryLayout<StoredCell>.stride
        let (mine, theirs) = (mine.baseAddress!, theirs.baseAddress!)
        var index = start
        while index + 8 <= end, memcmp(mine + index * stride, theirs + index * stride, 8 * stride) == 0 {
          index += 8
        }
        while index < end, memcmp(mine + index * stride, theirs + index * stride, stride) == 0 { index += 1 }
        return index
      }
    }
  }

  public static func == (lhs: CellBuffer, rhs: CellBuffer) -> Bool {
    guard lhs.size == rhs.size else { return false }
    for index in lhs.cells.indices where !lhs.cell(index, equals: index, of: rhs) { return false }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(size)
    for cell in cells {
      hasher.combine(character(cell.glyph))
      hasher.combine(cell.style)
    }
  }

  /// The buffer as lines of text, trailing spaces removed.
  public var lines: [String] {
    (0..<size.height).map { text(in: Rect(x: 0, y: $0, width: size.width, height: 1)) }
  }

  /// The text in the first row of `rect` (clipped to the buffer), trailing spaces removed.
  ///
  /// The spaces are removed as cells, before the cells are joined: a cluster that joins what
  /// follows it (a prepended concatenation mark, `\u{600}`: Grapheme_Cluster_Break Prepend)
  /// would otherwise take the blank after it into itself, and a mark alone on its line would
  /// come out as one character two cells wide.
  func text(in rect: Rect) -> String {
    let area = rect.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
    guard !area.isEmpty else { return "" }
    let end = shownEnd(row: area.y, from: area.x, to: area.maxX) { $0.glyph == .space }
    var line = ""
    for x in area.x..<end {
      if let character = self[x, area.y].character { line.append(character) }
    }
    return line
  }

  /// The column after the last cell from `start` up to `end` in `row` that is not `isBlank`.
  private func shownEnd(row: Int, from start: Int, to end: Int, isBlank: (StoredCell) -> Bool) -> Int {
    var end = end
    while end > start, isBlank(cells[row * size.width + end - 1]) { end -= 1 }
    return end
  }

  /// The buffer as text with style runs marked `⟦tag⟧text⟦/⟧`, for styled snapshots.
  public var styledLines: [String] {
    (0..<size.height).map { row in
      var line = ""
      var current = Style.plain
      // Trailing blanks go as cells, as in `text(in:)`; a styled blank ends in its run's tag.
      for column in 0..<shownEnd(row: row, from: 0, to: size.width, isBlank: { $0 == .blank }) {
        let cell = self[column, row]
        guard let character = cell.character else { continue }
        if cell.style != current {
          if current != .plain { line += "⟦/⟧" }
          if cell.style != .plain { line += "⟦\(cell.style.tag)⟧" }
          current = cell.style
        }
        line.append(character)
      }
      if current != .plain { line += "⟦/⟧" }
      return line
    }
  }
}
