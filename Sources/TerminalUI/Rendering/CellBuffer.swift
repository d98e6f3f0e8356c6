/// One cell of the screen.
public struct Cell: Hashable, Sendable {
  /// The grapheme shown; empty for the right half of a wide character.
  public var character: Character?
  public var style: Style

  public static let blank = Cell(character: " ", style: .plain)
  static let continuation = Cell(character: nil, style: .plain)
}

/// A grid of cells: what a frame looks like.
public struct CellBuffer: Hashable, Sendable {
  public let size: Size
  var cells: [Cell]

  /// A blank `size` buffer.
  public init(size: Size) {
    self.size = size
    cells = Array(repeating: .blank, count: max(0, size.width * size.height))
  }

  public subscript(x: Int, y: Int) -> Cell {
    get { cells[y * size.width + x] }
    set { cells[y * size.width + x] = newValue }
  }

  /// The buffer as lines of text, trailing spaces removed.
  public var lines: [String] {
    (0..<size.height).map { row in
      var line = ""
      for column in 0..<size.width {
        if let character = self[column, row].character { line.append(character) }
      }
      while line.last == " " { line.removeLast() }
      return line
    }
  }

  /// The buffer as text with style runs marked `⟦tag⟧text⟦/⟧`, for styled snapshots.
  public var styledLines: [String] {
    (0..<size.height).map { row in
      var line = ""
      var current = Style.plain
      for column in 0..<size.width {
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
      while line.last == " " { line.removeLast() }
      return line
    }
  }
}

/// Where nodes draw: a cell buffer with a clipping rectangle and an inherited style.
struct Canvas {
  var buffer: CellBuffer
  var clip: Rect

  init(size: Size) {
    buffer = CellBuffer(size: size)
    clip = Rect(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// Draws `text` (sanitised, one line) at (`x`, `y`), clipped; returns the cells used.
  @discardableResult
  mutating func text(_ text: String, x: Int, y: Int, style: Style, maxWidth: Int = .max) -> Int {
    guard y >= clip.y, y < clip.maxY else { return 0 }
    var column = x
    let (end, overflow) = x.addingReportingOverflow(maxWidth)
    let limit = overflow ? clip.maxX : min(clip.maxX, end)
    for character in text {
      let width = CharacterWidth.of(character)
      if width == 0 { continue }
      if column + width > limit { break }
      if column >= clip.x {
        buffer[column, y] = Cell(character: character, style: style)
        if width == 2 { buffer[column + 1, y] = Cell(character: nil, style: style) }
      }
      column += width
    }
    return column - x
  }

  /// Fills `rect` (clipped) with `character` in `style`.
  mutating func fill(_ rect: Rect, character: Character = " ", style: Style) {
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { buffer[x, y] = Cell(character: character, style: style) }
    }
  }

  /// Applies `change` to the style of every cell in `rect` (clipped).
  mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
    let area = rect.intersection(clip)
    guard !area.isEmpty else { return }
    for y in area.y..<area.maxY {
      for x in area.x..<area.maxX { change(&buffer[x, y].style) }
    }
  }

  /// Runs `body` with drawing clipped to `rect` as well.
  mutating func clipped(to rect: Rect, _ body: (inout Canvas) -> Void) {
    let saved = clip
    clip = clip.intersection(rect)
    body(&self)
    clip = saved
  }
}
