import TerminalUI
import Testing

/// A bar that fills a fraction of its width: drawn with the public API only.
struct Meter: DrawingView {
  var fraction: Double
  var label: Character = "█"

  func sizeThatFits(_ proposal: Size) -> Size { Size(width: proposal.width, height: 1) }

  func draw(in area: Rect, on canvas: inout Canvas, style: Style) {
    let filled = Int((Double(area.width) * fraction).rounded())
    for x in area.x..<area.maxX {
      canvas.set(x - area.x < filled ? label : "░", x: x, y: area.y, style: style)
    }
  }
}

/// Draws wherever it is told to, ignoring its area: to show that the area clips it.
struct Scribble: DrawingView {
  var text: String
  func sizeThatFits(_ proposal: Size) -> Size { Size(width: 4, height: 1) }
  func draw(in area: Rect, on canvas: inout Canvas, style: Style) {
    canvas.text(text, x: 0, y: area.y, style: style)
    canvas.set("X", x: area.x + 10, y: area.y, style: style)
  }
}

@MainActor
@Suite("Drawing views: cells drawn by client code")
struct DrawingViewTests {
  @Test("a drawing view draws into the area layout gives it, beside other views")
  func drawsInItsArea() {
    let screen = HeadlessRenderer.render(
      HStack {
        Text("cpu")
        Meter(fraction: 0.5).frame(width: 10)
      }, width: 20, height: 1)
    #expect(screen == "cpu █████░░░░░")
  }

  @Test("drawing outside the area is clipped away")
  func clipped() {
    let screen = HeadlessRenderer.render(
      HStack {
        Text("ab")
        Scribble(text: "wxyz")
        Text("cd")
      }, width: 20, height: 1)
    // "wxyz" was drawn from column 0: only its last letter falls in the view's columns 3–6;
    // the "X" at column 13 is outside too.
    #expect(screen == "ab z    cd")
  }

  @Test("the inherited style reaches the cells; cells can be read with their styles")
  func inheritsStyle() {
    let cells = HeadlessRenderer.cells(Meter(fraction: 1).foregroundColor(.red), width: 3, height: 1)
    #expect(cells[0, 0].character == "█")
    #expect(cells[2, 0].style.foreground == .red)
  }

  @Test("a control character drawn by a view never reaches a cell; a wide one that does not fit is left out")
  func safeCells() {
    var canvas = Canvas(size: Size(width: 3, height: 1))
    #expect(canvas.set("\u{1B}", x: 0, y: 0, style: .plain) == 1)
    #expect(canvas[0, 0].character == "\u{FFFD}")
    #expect(canvas.set("漢", x: 2, y: 0, style: .plain) == 0)
    #expect(canvas[2, 0].character == " ")
    #expect(canvas.set("漢", x: 1, y: 0, style: .plain) == 2)
    #expect(canvas.buffer.lines == ["\u{FFFD}漢"])
  }
}
