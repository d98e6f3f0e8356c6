import SwitchyardTesting
import Testing

@testable import TerminalUI

@Suite("Cell buffer")
struct CellBufferTests {
  @Test("a wide character in the last column does not fit: a space, never drawn past the width")
  func wideInLastColumn() {
    var frame = CellBuffer(size: Size(width: 4, height: 2))
    frame[3, 0] = Cell(character: "日", style: Style(bold: true))
    frame[0, 1] = Cell(character: "x", style: .plain)
    #expect(frame[3, 0] == Cell(character: " ", style: Style(bold: true)))
    var encoder = FrameEncoder()
    var screen = ScreenEmulator(columns: 4, rows: 2)
    screen.feed(encoder.encode(frame))
    #expect(screen.lines == ["", "x"])
  }

  @Test("a wide character without its continuation cell is drawn as a space by the encoder")
  func missingContinuation() {
    var frame = CellBuffer(size: Size(width: 4, height: 1))
    frame[0, 0] = Cell(character: "日", style: .plain)
    frame[1, 0] = Cell(character: "x", style: .plain)
    var encoder = FrameEncoder()
    var screen = ScreenEmulator(columns: 4, rows: 1)
    screen.feed(encoder.encode(frame))
    #expect(screen.lines == [" x"])
  }

  @Test("the diff's cell comparison agrees with comparing the cells' values, for every pair")
  func cellComparisonAgreesWithValues() {
    // A colour set over another, whatever bytes its old payload leaves.
    var overwritten = Style(foreground: .rgb(9, 9, 9))
    overwritten.foreground = .red
    let styles: [Style] = [
      .plain, Style(foreground: .red), overwritten, Style(foreground: .palette(1)),
      Style(foreground: .palette(2)), Style(foreground: .rgb(1, 2, 3)), Style(foreground: .rgb(1, 2, 4)),
      Style(background: .red), Style(bold: true), Style(foreground: .red, reverse: true),
    ]
    // ASCII, inline non-ASCII, wide, two clusters too long to store inline, a continuation.
    let characters: [Character?] = ["a", "b", " ", "é", "日", "👨‍👩‍👧‍👦", "👩‍👩‍👧‍👦", nil]
    func cells(_ characters: [Character?]) -> [Cell] {
      characters.flatMap { character in styles.map { Cell(character: character, style: $0) } }
    }
    let mine = buffer(cells(characters))
    // The two long clusters swapped: each other's overflow indexes, so equal glyph bytes there
    // stand for different clusters.
    var swapped = characters
    swapped.swapAt(5, 6)
    let theirs = buffer(cells(swapped))
    let count = characters.count * styles.count
    for index in 0..<count {
      for otherIndex in 0..<count {
        let expected = mine[index, 0] == theirs[otherIndex, 0]
        #expect(mine.cell(index, equals: otherIndex, of: theirs) == expected, "\(index) vs \(otherIndex)")
      }
    }
  }

  private func buffer(_ cells: [Cell]) -> CellBuffer {
    var buffer = CellBuffer(size: Size(width: cells.count + 8, height: 1))
    for (x, cell) in cells.enumerated() { buffer[x, 0] = cell }
    return buffer
  }
}
