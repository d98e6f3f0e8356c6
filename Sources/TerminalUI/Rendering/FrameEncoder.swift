/// Turns frames into the bytes that update a terminal: only the cells that changed since the
/// previous frame, with as few cursor moves and style changes as possible, wrapped in
/// synchronized-output mode so the terminal shows the frame at once.
public struct FrameEncoder: Sendable {
  private var previous: CellBuffer?
  /// Whether to wrap each frame in synchronized output (`ESC[?2026h` … `ESC[?2026l`).
  public var synchronizedOutput = true

  /// An encoder whose first frame is drawn in full.
  public init() {}

  /// Forgets the previous frame, so the next one is drawn in full (after a resize, or when
  /// the screen may have been disturbed).
  public mutating func reset() {
    previous = nil
  }

  /// The bytes that turn the previous frame into `frame`; empty when nothing changed.
  ///
  /// The first frame (and the first after ``reset()`` or a size change) clears the screen
  /// and then writes only the cells that are not blank. After a wide character the cursor
  /// is placed explicitly, so a terminal that measures a character differently cannot shift
  /// the rest of the line. A cell holding a control character (only possible through
  /// ``CellBuffer``'s public subscript) is written as `�`: nothing but text and this
  /// encoder's own sequences reaches the terminal.
  public mutating func encode(_ frame: CellBuffer) -> [UInt8] {
    var output = ""
    let before: CellBuffer
    if let previous, previous.size == frame.size {
      before = previous
    } else {
      output += "\u{1B}[0m\u{1B}[2J"
      before = CellBuffer(size: frame.size)
    }
    var style: Style?
    var cursor: (x: Int, y: Int)?
    for y in 0..<frame.size.height {
      var x = 0
      while x < frame.size.width {
        let cell = frame[x, y]
        guard before[x, y] != cell, let character = cell.character else {
          x += 1
          continue
        }
        if cursor?.x != x || cursor?.y != y { output += "\u{1B}[\(y + 1);\(x + 1)H" }
        let blanks = blankRun(in: frame, before: before, x: x, y: y)
        if blanks >= 8 {
          // Erase a run of plain blanks (ECH) instead of writing each space.
          if style != .plain {
            output += Style.plain.sgr
            style = .plain
          }
          output += "\u{1B}[\(blanks)X"
          x += blanks
          cursor = nil
          continue
        }
        if style != cell.style {
          output += cell.style.sgr
          style = cell.style
        }
        let width = CharacterWidth.of(character)
        if width == 0 || Sanitizer.isControl(character) {
          output.append("\u{FFFD}")
        } else {
          output.append(character)
        }
        x += max(1, width)
        cursor = width == 2 ? nil : (x, y)
      }
    }
    previous = frame
    guard !output.isEmpty else { return [] }
    output += "\u{1B}[0m"
    if synchronizedOutput { output = "\u{1B}[?2026h" + output + "\u{1B}[?2026l" }
    return Array(output.utf8)
  }

  /// The length of the run of changed plain spaces starting at (`x`, `y`).
  private func blankRun(in frame: CellBuffer, before: CellBuffer, x: Int, y: Int) -> Int {
    var end = x
    while end < frame.size.width, frame[end, y] == .blank, before[end, y] != .blank {
      end += 1
    }
    return end - x
  }
}
