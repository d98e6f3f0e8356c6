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
  var cells: [Cell]

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
    get { cells[y * size.width + x] }
    set {
      // Only the last few columns can be too narrow (a cluster takes at most a few cells).
      if size.width - x < 8, let character = newValue.character, CharacterWidth.of(character) > size.width - x
      {
        cells[y * size.width + x] = Cell(character: " ", style: newValue.style)
      } else {
        cells[y * size.width + x] = newValue
      }
    }
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

  /// The text in the first row of `rect` (clipped to the buffer), trailing spaces removed.
  func text(in rect: Rect) -> String {
    let area = rect.intersection(Rect(x: 0, y: 0, width: size.width, height: size.height))
    guard !area.isEmpty else { return "" }
    var line = ""
    for x in area.x..<area.maxX {
      if let character = self[x, area.y].character { line.append(character) }
    }
    while line.last == " " { line.removeLast() }
    return line
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
