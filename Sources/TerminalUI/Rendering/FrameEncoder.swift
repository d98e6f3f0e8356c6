/// Turns frames into the bytes that update a terminal: only the cells that changed since the
/// previous frame, with short cursor moves, runs of blanks erased (ECH) and runs of one
/// character repeated (REP, where the terminal has it), wrapped in synchronized-output mode
/// so the terminal shows the frame at once.
///
/// Widths terminals disagree on (see ``CharacterWidth/mayDisagree(_:)``) never shift a row:
/// such a cluster is written over erased cells, the cursor is placed explicitly after it, and
/// the cells a wider guess could cover are written again, so a wrong guess costs at most the
/// cluster's own cells.
public struct FrameEncoder: Sendable {
  private var previous: CellBuffer?
  /// Whether to wrap each frame in synchronized output (`ESC[?2026h` … `ESC[?2026l`).
  var synchronizedOutput = true
  /// What the terminal shows: colours are sent as the nearest it has, characters as ASCII
  /// when it does not read UTF-8, runs with REP only when it repeats characters.
  public var capabilities: TerminalCapabilities

  /// An encoder whose first frame is drawn in full, for a terminal with `capabilities`.
  public init(capabilities: TerminalCapabilities = .xterm) {
    self.capabilities = capabilities
  }

  /// Forgets the previous frame, so the next one is drawn in full (after a resize, or when
  /// the screen may have been disturbed).
  public mutating func reset() {
    previous = nil
  }

  /// The bytes that turn the previous frame into `frame`; empty when nothing changed.
  ///
  /// The first frame (and the first after ``reset()`` or a size change) clears the screen
  /// and then writes only the cells that are not blank. A cell holding a control character
  /// or a lone zero-width cluster (only possible through ``CellBuffer``'s public subscript) is
  /// written as `�`, and a wide character whose continuation cells are missing as a space:
  /// nothing but text and this encoder's own sequences reaches the terminal.
  public mutating func encode(_ frame: CellBuffer) -> [UInt8] {
    var output = FrameOutput(capabilities: capabilities)
    output.bytes.reserveCapacity(previous == nil ? 4 * frame.cells.count : 4096)
    if synchronizedOutput { output.append("\u{1B}[?2026h") }
    let start = output.bytes.count
    // No previous frame: compared with a blank screen (without making one).
    var before: CellBuffer?
    if let previous, previous.size == frame.size {
      before = previous
    } else {
      output.append("\u{1B}[0m\u{1B}[2J")
    }
    // Long clusters are compared as characters, not as their overflow indexes.
    let bitwise = frame.overflow.isEmpty && (before?.overflow.isEmpty ?? false)
    for y in 0..<frame.size.height {
      if bitwise, let before, frame.row(y, isBitwiseEqualTo: before) { continue }
      encodeRow(y, of: frame, before: before, skippingEqualBytes: bitwise, into: &output)
    }
    previous = frame
    guard output.bytes.count > start else { return [] }
    output.append("\u{1B}[0m")
    if synchronizedOutput { output.append("\u{1B}[?2026l") }
    return output.bytes
  }

  /// Writes what changed in row `y`. With `skippingEqualBytes` (neither frame has overflow
  /// clusters), runs of cells whose bytes are unchanged are passed over in a few comparisons.
  private func encodeRow(
    _ y: Int, of frame: CellBuffer, before: CellBuffer?, skippingEqualBytes: Bool,
    into output: inout FrameOutput
  ) {
    let width = frame.size.width
    let row = y * width
    // Cells before this column are written even when unchanged: a cluster the terminal may
    // have drawn wider than we think (now or in the previous frame) may have covered them.
    var forcedUntil = 0
    var x = 0
    while x < width {
      if skippingEqualBytes, x >= forcedUntil, let before {
        // Unchanged cells past the forced ones write nothing: on to the next that may differ.
        x = frame.firstBitwiseDifference(from: row + x, to: row + width, in: before) - row
        if x == width { break }
      }
      let cell = frame.cells[row + x]
      let changed = !FrameEncoder.same(row + x, of: frame, as: before)
      if changed, let before, let old = before.cells[row + x].glyph.nonASCII,
        let oldCharacter = before.character(old), CharacterWidth.mayDisagree(oldCharacter)
      {
        forcedUntil = max(forcedUntil, x + FrameEncoder.widestGuess(oldCharacter))
      }
      guard changed || x < forcedUntil, !cell.glyph.isContinuation else {
        x += 1
        continue
      }
      if let byte = cell.glyph.asciiByte {
        // One cell, and never a width terminals disagree on.
        if let run = run(from: x, y: y, frame: frame, before: before, forcedUntil: forcedUntil),
          output.writeRun(cell, count: run, x: x, y: y)
        {
          x += run
          continue
        }
        output.write(ascii: byte, style: cell.style, x: x, y: y)
        x += 1
        continue
      }
      guard let character = frame.character(cell.glyph) else {
        x += 1
        continue
      }
      let cells = FrameEncoder.cells(of: character, at: x, y: y, in: frame)
      guard cells > 0 else {
        // A wide character without room or continuation cells: a space instead.
        output.write(ascii: 0x20, style: cell.style, x: x, y: y)
        x += 1
        continue
      }
      let uncertain = CharacterWidth.mayDisagree(character) && output.capabilities.unicode
      if cells == 1, !uncertain,
        let run = run(from: x, y: y, frame: frame, before: before, forcedUntil: forcedUntil),
        output.writeRun(cell, character: character, count: run, x: x, y: y)
      {
        x += run
        continue
      }
      if uncertain {
        output.writeUncertain(character, cells: cells, style: cell.style, x: x, y: y)
        forcedUntil = max(forcedUntil, x + FrameEncoder.widestGuess(character))
      } else {
        output.write(character, cells: cells, style: cell.style, x: x, y: y)
      }
      x += cells
    }
  }

  /// Whether cell `index` of `frame` is what `before` had there (a blank, without `before`).
  private static func same(_ index: Int, of frame: CellBuffer, as before: CellBuffer?) -> Bool {
    guard let before else { return frame.cells[index] == .blank }
    return frame.cell(index, equals: index, of: before)
  }

  /// How many cells from `x` hold the same one-cell character and style and are to be written.
  private func run(from x: Int, y: Int, frame: CellBuffer, before: CellBuffer?, forcedUntil: Int) -> Int? {
    let row = y * frame.size.width
    var end = x + 1
    while end < frame.size.width, frame.cell(row + end, equals: row + x, of: frame),
      end < forcedUntil || !FrameEncoder.same(row + end, of: frame, as: before)
    {
      end += 1
    }
    return end - x > 1 ? end - x : nil
  }

  /// The cells `character` at (`x`, `y`) takes: 1 for one that is drawn as `�`, 0 when it is
  /// wider than the row's remaining cells or its continuation cells are missing.
  static func cells(of character: Character, at x: Int, y: Int, in frame: CellBuffer) -> Int {
    if CharacterWidth.asciiByte(character) != nil { return 1 }
    let width = CharacterWidth.of(character)
    if width == 0 || Sanitizer.isControl(character) { return 1 }
    guard x + width <= frame.size.width else { return 0 }
    for extra in 1..<width where !frame[stored: x + extra, y].glyph.isContinuation { return 0 }
    return width
  }

  /// The most cells any terminal could give `character`: two for each scalar.
  static func widestGuess(_ character: Character) -> Int {
    2 * character.unicodeScalars.count
  }
}
