import SwitchyardTesting
import Testing

@testable import TerminalUI

@MainActor
@Suite("Frame encoder (diffed output)")
struct FrameEncoderTests {
  @Test("the first frame is drawn in full inside synchronized output")
  func firstFrame() {
    var encoder = FrameEncoder()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { Text("hi") }
    let bytes = String(decoding: encoder.encode(host.render(size: Size(width: 10, height: 2))), as: UTF8.self)
    #expect(bytes.hasPrefix("\u{1B}[?2026h"))
    #expect(bytes.hasSuffix("\u{1B}[?2026l"))
    #expect(bytes.contains("hi"))
  }

  @Test("an unchanged frame writes nothing")
  func unchanged() {
    var encoder = FrameEncoder()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { Text("same") }
    _ = encoder.encode(host.render(size: Size(width: 10, height: 2)))
    #expect(encoder.encode(host.render(size: Size(width: 10, height: 2))).isEmpty)
  }

  @Test("moving a list selection by one row rewrites only the two rows involved")
  func selectionMove() {
    var selection = 5
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      List(count: 100_000, selection: Binding(get: { selection }, set: { selection = $0 })) {
        Text("Row \($0)")
      }
    }
    var encoder = FrameEncoder()
    let size = Size(width: 200, height: 50)
    _ = encoder.encode(host.render(size: size))
    host.send(.down)
    let bytes = encoder.encode(host.render(size: size))
    #expect(selection == 6)
    #expect(bytes.count < 400)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("Row 6") && text.contains("Row 5"))
    #expect(!text.contains("Row 7"))
  }

  @Test("in a wide row, a change far along a run of unchanged blanks is written, and nothing else")
  func changeAfterLongBlankRun() {
    let size = Size(width: 200, height: 2)
    var first = Canvas(size: size)
    first.text("title", x: 0, y: 0, style: .plain)
    first.text("due", x: 190, y: 0, style: .plain)
    var encoder = FrameEncoder()
    _ = encoder.encode(first.buffer)
    var second = first
    second.fill(Rect(x: 150, y: 0, width: 1, height: 1), style: Style(reverse: true))
    second.text("DUE", x: 190, y: 0, style: .plain)
    second.text("x", x: 199, y: 1, style: .plain)
    let bytes = String(decoding: encoder.encode(second.buffer), as: UTF8.self)
    // Only the three changed places are written, each after a move to its column (1-based).
    #expect(bytes.contains("\u{1B}[1;151H\u{1B}[0;7m "), "\(bytes.debugDescription)")
    #expect(bytes.contains("DUE"))
    #expect(bytes.contains("\u{1B}[2;200Hx"), "\(bytes.debugDescription)")
    #expect(!bytes.contains("title") && !bytes.contains("due"))
    var screen = ScreenEmulator(columns: size.width, rows: size.height)
    var whole = FrameEncoder()
    screen.feed(whole.encode(first.buffer))
    screen.feed(whole.encode(second.buffer))
    #expect(screen.lines == second.buffer.lines)
  }

  @Test("a resized frame is redrawn in full")
  func resized() {
    var encoder = FrameEncoder()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { Text("hi") }
    _ = encoder.encode(host.render(size: Size(width: 10, height: 2)))
    let bytes = String(decoding: encoder.encode(host.render(size: Size(width: 12, height: 2))), as: UTF8.self)
    #expect(bytes.contains("\u{1B}[2J"))
  }

  @Test("the first frame clears the screen and then writes only what is not blank")
  func firstFrameSkipsBlanks() {
    var encoder = FrameEncoder()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { Text("hi") }
    let bytes = encoder.encode(host.render(size: Size(width: 200, height: 50)))
    #expect(bytes.count < 60)
    var screen = ScreenEmulator(columns: 200, rows: 50)
    screen.feed(Array("garbage everywhere".utf8))
    screen.feed(bytes)
    #expect(screen.lines == ["hi"] + Array(repeating: "", count: 49))
  }

  @Test("after a cluster terminals may measure differently the cursor is placed explicitly")
  func cursorAfterUncertainWidth() {
    var encoder = FrameEncoder()
    var frame = CellBuffer(size: Size(width: 8, height: 1))
    frame[0, 0] = Cell(character: "日", style: .plain)
    frame[1, 0] = Cell(character: nil, style: .plain)
    frame[2, 0] = Cell(character: "x", style: .plain)
    frame[3, 0] = Cell(character: "🙂", style: .plain)
    frame[4, 0] = Cell(character: nil, style: .plain)
    frame[5, 0] = Cell(character: "y", style: .plain)
    let text = String(decoding: encoder.encode(frame), as: UTF8.self)
    // 日 has been wide in every terminal for decades; emoji widths changed with Unicode 9.
    #expect(text.contains("日x\u{1B}[2X🙂\u{1B}[6Gy"))
  }

  @Test("a control character put straight into a cell is written as �, never as itself")
  func controlInCell() {
    var encoder = FrameEncoder()
    var frame = CellBuffer(size: Size(width: 4, height: 1))
    frame[0, 0] = Cell(character: "\u{1B}", style: .plain)
    frame[1, 0] = Cell(character: "\u{9B}", style: .plain)
    frame[2, 0] = Cell(character: "\u{7}", style: .plain)
    let bytes = encoder.encode(frame)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains("\u{FFFD}\u{FFFD}\u{FFFD}"))
    #expect(!text.unicodeScalars.contains { $0.value == 0x9B || $0.value == 0x07 })
    // Every Esc left is the start of one of the encoder's own CSI sequences.
    let scalars = Array(text.unicodeScalars)
    for index in scalars.indices where scalars[index] == "\u{1B}" {
      #expect(index + 1 < scalars.count && scalars[index + 1] == "[")
    }
  }

  @Test("random frames replayed through a terminal emulator show exactly each frame")
  func replay() {
    var random = SeededGenerator(state: 42)
    let size = Size(width: 24, height: 6)
    var encoder = FrameEncoder()
    var screen = ScreenEmulator(columns: size.width, rows: size.height)
    let words = ["日本", "task", "語", "  ", "done", "字x", "─────────────"]
    let styles = [Style.plain, Style(bold: true), Style(reverse: true), Style(foreground: .red)]
    for round in 0..<150 {
      var canvas = Canvas(size: size)
      for _ in 0..<Int.random(in: 0..<12, using: &random) {
        let style = styles.randomElement(using: &random)!
        let x = Int.random(in: 0..<size.width, using: &random)
        let y = Int.random(in: 0..<size.height, using: &random)
        if Int.random(in: 0..<4, using: &random) == 0 {
          canvas.fill(
            Rect(x: x, y: y, width: Int.random(in: 1..<20, using: &random), height: 2),
            character: " ", style: style)
        } else {
          canvas.text(words.randomElement(using: &random)!, x: x, y: y, style: style)
        }
      }
      if round % 50 == 49 { encoder.reset() }
      screen.feed(encoder.encode(canvas.buffer))
      #expect(screen.lines == canvas.buffer.lines, "round \(round)")
    }
  }
}
