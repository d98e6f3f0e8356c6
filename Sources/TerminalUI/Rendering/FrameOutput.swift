/// The bytes of one frame as the encoder builds them, with the cursor and style the terminal
/// has after them, so moves and style changes are sent only when needed and as short as they go.
struct FrameOutput {
  let capabilities: TerminalCapabilities
  var bytes: [UInt8] = []
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

  /// Appends `text`'s UTF-8.
  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends `ESC [`, `number` in decimal and `final` (a CSI sequence with one parameter).
  private mutating func appendCSI(_ number: Int, _ final: UInt8) {
    bytes.append(0x1B)
    bytes.append(UInt8(ascii: "["))
    appendDecimal(number)
    bytes.append(final)
  }

  private mutating func appendDecimal(_ number: Int) {
    guard number >= 10 else { return bytes.append(UInt8(ascii: "0") + UInt8(max(0, number))) }
    appendDecimal(number / 10)
    bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
  }

  /// Writes `character` (`cells` wide) in `style` at (`x`, `y`).
  mutating func write(_ character: Character, cells: Int, style: Style, x: Int, y: Int) {
    move(to: x, y: y)
    setStyle(style)
    appendGlyph(character, cells: cells)
    cursor = (x + cells, y)
  }

  /// Writes the one-byte cluster `byte` in `style` at (`x`, `y`): as ``write(_:cells:style:x:y:)``
  /// writes it, without making a `Character` of it.
  mutating func write(ascii byte: UInt8, style: Style, x: Int, y: Int) {
    move(to: x, y: y)
    setStyle(style)
    if byte >= 0x20 && byte < 0x7F {
      bytes.append(byte)
    } else {
      append(capabilities.unicode ? "\u{FFFD}" : "?")
    }
    cursor = (x + 1, y)
  }

  /// `character` as text the terminal shows: `�` for a control or zero-width cluster, ASCII
  /// look-alikes when the terminal does not read UTF-8.
  private mutating func appendGlyph(_ character: Character, cells: Int) {
    if CharacterWidth.of(character) == 0 || Sanitizer.isControl(character) {
      append(capabilities.unicode ? "\u{FFFD}" : "?")
    } else if capabilities.unicode {
      bytes.append(contentsOf: character.utf8)
    } else {
      append(ASCIIFallback.text(for: character, cells: cells))
    }
  }

  /// Writes a cluster terminals may give another width: over erased cells (so a narrower
  /// guess leaves blanks, not stale text), and with the cursor placed explicitly afterwards.
  mutating func writeUncertain(_ character: Character, cells: Int, style: Style, x: Int, y: Int) {
    move(to: x, y: y)
    setStyle(style)
    // A terminal may draw it narrower only when we count more than one cell or scalar.
    if cells > 1 || character.unicodeScalars.count > 1 { appendCSI(cells, UInt8(ascii: "X")) }
    appendGlyph(character, cells: cells)
    cursor = (x + cells, y)
    columnKnown = false
  }

  /// Writes `count` copies of the one-cell `cell` (its cluster `character`, unless it is ASCII)
  /// from (`x`, `y`) if a run is shorter than writing them one by one: blanks in the plain style
  /// are erased (ECH), anything else is repeated (REP) where the terminal repeats characters.
  /// Returns whether it wrote them.
  mutating func writeRun(_ cell: StoredCell, character: Character? = nil, count: Int, x: Int, y: Int) -> Bool
  {
    if cell == .blank, count >= 5 {
      move(to: x, y: y)
      setStyle(.plain)
      appendCSI(count, UInt8(ascii: "X"))
      return true
    }
    guard capabilities.repeatsCharacters, count >= 6 else { return false }
    if let byte = cell.glyph.asciiByte {
      guard byte >= 0x20 && byte < 0x7F else { return false }
      write(ascii: byte, style: cell.style, x: x, y: y)
    } else {
      guard let character, !Sanitizer.isControl(character), capabilities.unicode || character.isASCII else {
        return false
      }
      write(character, cells: 1, style: cell.style, x: x, y: y)
    }
    appendCSI(count - 1, UInt8(ascii: "b"))
    cursor = (x + count, y)
    return true
  }

  /// Moves the cursor to (`x`, `y`) by the shortest sequence, or not at all.
  private mutating func move(to x: Int, y: Int) {
    if let cursor, cursor.y == y {
      if !columnKnown {
        appendCSI(x + 1, UInt8(ascii: "G"))
      } else if cursor.x == x {
        return
      } else if x > cursor.x, x - cursor.x < 1000 {
        let distance = x - cursor.x
        if distance == 1 { append("\u{1B}[C") } else { appendCSI(distance, UInt8(ascii: "C")) }
      } else {
        appendCSI(x + 1, UInt8(ascii: "G"))
      }
    } else if y == 0 && x == 0 {
      append("\u{1B}[H")
    } else {
      bytes.append(0x1B)
      bytes.append(UInt8(ascii: "["))
      appendDecimal(y + 1)
      bytes.append(UInt8(ascii: ";"))
      appendDecimal(x + 1)
      bytes.append(UInt8(ascii: "H"))
    }
    cursor = (x, y)
    columnKnown = true
  }

  private mutating func setStyle(_ new: Style) {
    guard style != new else { return }
    append(new.sgr(colors: capabilities.colors))
    style = new
  }
}
