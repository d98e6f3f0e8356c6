/// The bytes of one frame as the encoder builds them, with the cursor and style the terminal
/// has after them, so moves and style changes are sent only when needed and as short as they go.
struct FrameOutput {
  let capabilities: TerminalCapabilities
  var text = ""
  /// Where the terminal's cursor is, when known.
  private var cursor: (x: Int, y: Int)?
  /// Whether the cursor's column is known too (not after a cluster the terminal may have
  /// measured differently: then only its row is).
  private var columnKnown = true
  /// The style last sent, when known.
  private var style: Style?

  init(capabilities: TerminalCapabilities) {
    self.capabilities = capabilities
  }

  /// Writes `character` (`cells` wide) in `style` at (`x`, `y`).
  mutating func write(_ character: Character, cells: Int, style: Style, x: Int, y: Int) {
    move(to: x, y: y)
    setStyle(style)
    appendGlyph(character, cells: cells)
    cursor = (x + cells, y)
  }

  /// `character` as text the terminal shows: `�` for a control or zero-width cluster, ASCII
  /// look-alikes when the terminal does not read UTF-8.
  private mutating func appendGlyph(_ character: Character, cells: Int) {
    if CharacterWidth.of(character) == 0 || Sanitizer.isControl(character) {
      text.append(capabilities.unicode ? "\u{FFFD}" : "?")
    } else if capabilities.unicode {
      text.append(character)
    } else {
      text += ASCIIFallback.text(for: character, cells: cells)
    }
  }

  /// Writes a cluster terminals may give another width: over erased cells (so a narrower
  /// guess leaves blanks, not stale text), and with the cursor placed explicitly afterwards.
  mutating func writeUncertain(_ character: Character, cells: Int, style: Style, x: Int, y: Int) {
    move(to: x, y: y)
    setStyle(style)
    // A terminal may draw it narrower only when we count more than one cell or scalar.
    if cells > 1 || character.unicodeScalars.count > 1 { text += "\u{1B}[\(cells)X" }
    appendGlyph(character, cells: cells)
    cursor = (x + cells, y)
    columnKnown = false
  }

  /// Writes `count` copies of the one-cell `cell` from (`x`, `y`) if a run is shorter than
  /// writing them one by one: blanks in the plain style are erased (ECH), anything else is
  /// repeated (REP) where the terminal repeats characters. Returns whether it wrote them.
  mutating func writeRun(_ cell: Cell, count: Int, x: Int, y: Int) -> Bool {
    guard let character = cell.character else { return false }
    if cell == .blank, count >= 5 {
      move(to: x, y: y)
      setStyle(.plain)
      text += "\u{1B}[\(count)X"
      return true
    }
    guard capabilities.repeatsCharacters, count >= 6, !Sanitizer.isControl(character),
      capabilities.unicode || character.isASCII
    else { return false }
    write(character, cells: 1, style: cell.style, x: x, y: y)
    text += "\u{1B}[\(count - 1)b"
    cursor = (x + count, y)
    return true
  }

  /// Moves the cursor to (`x`, `y`) by the shortest sequence, or not at all.
  private mutating func move(to x: Int, y: Int) {
    if let cursor, cursor.y == y {
      if !columnKnown {
        text += "\u{1B}[\(x + 1)G"
      } else if cursor.x == x {
        return
      } else if x > cursor.x, x - cursor.x < 1000 {
        let distance = x - cursor.x
        text += distance == 1 ? "\u{1B}[C" : "\u{1B}[\(distance)C"
      } else {
        text += "\u{1B}[\(x + 1)G"
      }
    } else {
      text += y == 0 && x == 0 ? "\u{1B}[H" : "\u{1B}[\(y + 1);\(x + 1)H"
    }
    cursor = (x, y)
    columnKnown = true
  }

  private mutating func setStyle(_ new: Style) {
    guard style != new else { return }
    text += new.sgr(colors: capabilities.colors)
    style = new
  }
}
