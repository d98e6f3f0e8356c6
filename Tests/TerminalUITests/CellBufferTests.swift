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

  @Test("the encoder's skip over unchanged cells stops at the first whose value differs, from anywhere")
  func bitwiseSkipStopsAtFirstDifference() {
    var random = SeededGenerator(state: 7)
    let styles: [Style] = [
      .plain, Style(bold: true), Style(foreground: .rgb(1, 2, 3)), Style(background: .red),
    ]
    let characters: [Character] = [" ", " ", " ", "a", "é", "日"]
    let size = Size(width: 37, height: 1)
    for round in 0..<400 {
      var mine = CellBuffer(size: size)
      for x in 0..<size.width where Int.random(in: 0..<3, using: &random) == 0 {
        mine[x, 0] = Cell(
          character: characters.randomElement(using: &random)!, style: styles.randomElement(using: &random)!)
      }
      var theirs = mine
      // A few cells changed (some set to what they were), anywhere.
      for _ in 0..<Int.random(in: 0..<4, using: &random) {
        theirs[Int.random(in: 0..<size.width, using: &random), 0] = Cell(
          character: characters.randomElement(using: &random)!, style: styles.randomElement(using: &random)!)
      }
      let start = Int.random(in: 0...size.width, using: &random)
      let end = Int.random(in: start...size.width, using: &random)
      let found = mine.firstBitwiseDifference(from: start, to: end, in: theirs)
      #expect((start...end).contains(found), "round \(round)")
      // Every cell passed over holds the same value; the one found holds other bytes.
      for index in start..<min(found, end) {
        #expect(mine[index, 0] == theirs[index, 0], "round \(round), cell \(index)")
      }
      if found < end { #expect(!mine.hasSameBytes(found, as: found, of: theirs), "round \(round)") }
      // The first cell whose value differs is never passed over.
      if let first = (start..<end).first(where: { mine[$0, 0] != theirs[$0, 0] }) {
        #expect(found <= first, "round \(round)")
      }
    }
  }

  private func buffer(_ cells: [Cell]) -> CellBuffer {
    var buffer = CellBuffer(size: Size(width: cells.count + 8, height: 1))
    for (x, cell) in cells.enumerated() { buffer[x, 0] = cell }
    return buffer
  }
}
