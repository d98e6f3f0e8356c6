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
}
