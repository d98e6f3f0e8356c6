import Testing

@testable import TerminalUI

/// A small deterministic generator, so randomised tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
  var state: UInt64
  mutating func next() -> UInt64 {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    return state
  }
}

@MainActor
@Suite("Canvas keeps wide characters whole")
struct CanvasTests {
  func canvas(_ text: String, width: Int = 8) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: 1))
    canvas.text(text, x: 0, y: 0, style: .plain)
    return canvas
  }

  /// Every continuation cell follows a two-cell character, and every two-cell character is
  /// followed by its continuation.
  func isConsistent(_ buffer: CellBuffer) -> Bool {
    for y in 0..<buffer.size.height {
      for x in 0..<buffer.size.width {
        let cell = buffer[x, y]
        guard let character = cell.character else {
          if x == 0 || buffer[x - 1, y].character.map(CharacterWidth.of) != 2 { return false }
          continue
        }
        if CharacterWidth.of(character) == 2, x + 1 >= buffer.size.width || buffer[x + 1, y].character != nil
        {
          return false
        }
      }
    }
    return true
  }

  @Test("a narrow character over a wide one's left half blanks its right half")
  func overLeftHalf() {
    var canvas = canvas("日本語")
    canvas.text("a", x: 0, y: 0, style: .plain)
    #expect(canvas.buffer.lines == ["a 本語"])
    let consistent = isConsistent(canvas.buffer)
    #expect(consistent)
  }

  @Test("a narrow character over a wide one's right half blanks its left half")
  func overRightHalf() {
    var canvas = canvas("日本語")
    canvas.text("b", x: 3, y: 0, style: .plain)
    #expect(canvas.buffer.lines == ["日 b語"])
    let consistent = isConsistent(canvas.buffer)
    #expect(consistent)
  }

  @Test("a wide character straddling two wide ones blanks both outer halves")
  func straddling() {
    var canvas = canvas("日本語")
    canvas.text("字", x: 1, y: 0, style: .plain)
    #expect(canvas.buffer.lines == [" 字 語"])
    let consistent = isConsistent(canvas.buffer)
    #expect(consistent)
  }

  @Test("a wide character over the same cells replaces it cleanly")
  func sameCells() {
    var canvas = canvas("日本語")
    canvas.text("字", x: 2, y: 0, style: .plain)
    #expect(canvas.buffer.lines == ["日字語"])
    let consistent = isConsistent(canvas.buffer)
    #expect(consistent)
  }

  @Test("a fill that covers half a wide character blanks the other half")
  func fillEdge() {
    var canvas = canvas("日本語")
    canvas.fill(Rect(x: 1, y: 0, width: 2, height: 1), character: "-", style: .plain)
    #expect(canvas.buffer.lines == [" -- 語"])
    let consistent = isConsistent(canvas.buffer)
    #expect(consistent)
  }

  @Test("an overlay on wide text keeps the line's width (headless and real terminal agree)")
  func overlay() {
    let screen = HeadlessRenderer.render(
      ZStack {
        Text("日本語日本語")
        Text("a")
      }, width: 14, height: 1)
    #expect(screen == "a 本語日本語")
    #expect(CharacterWidth.of(screen) == 12)
  }

  @Test(
    "ASCII text draws exactly what the same characters set one at a time draw, over any wide text and clip")
  func asciiRunMatchesCharacters() {
    var random = SeededGenerator(state: 11)
    let pieces = ["日本", "a", "語x", "字字字", "－", "é"]
    for _ in 0..<500 {
      var canvas = Canvas(size: Size(width: 10, height: 1))
      for _ in 0..<4 {
        canvas.text(
          pieces.randomElement(using: &random)!, x: Int.random(in: -1..<10, using: &random), y: 0,
          style: .plain)
      }
      let text = String("abcdefghijkl".prefix(Int.random(in: 1...12, using: &random)))
      let x = Int.random(in: -2..<10, using: &random)
      let maxWidth = Int.random(in: 1...12, using: &random)
      let clip = Rect(
        x: Int.random(in: 0..<5, using: &random), y: 0, width: Int.random(in: 1...10, using: &random),
        height: 1)
      let style = Style(bold: true)
      var run = canvas
      var single = canvas
      run.clipped(to: clip) { $0.text(text, x: x, y: 0, style: style, maxWidth: maxWidth) }
      single.clipped(to: clip) { canvas in
        let limit = min(canvas.clip.maxX, x + maxWidth)
        for (offset, character) in text.enumerated() where x + offset < limit {
          canvas.set(character, x: x + offset, y: 0, style: style)
        }
      }
      #expect(run.buffer == single.buffer, "\(text) at \(x) over \(canvas.buffer.lines)")
    }
  }

  @Test("random drawing never breaks a wide character")
  func randomDrawing() {
    var random = SeededGenerator(state: 7)
    let pieces = ["日本", "a", "語x", "  ", "字字字", "bc", "－"]
    for _ in 0..<200 {
      var canvas = Canvas(size: Size(width: 9, height: 2))
      for _ in 0..<6 {
        let x = Int.random(in: -1..<9, using: &random)
        let y = Int.random(in: 0..<2, using: &random)
        if Bool.random(using: &random) {
          canvas.text(pieces.randomElement(using: &random)!, x: x, y: y, style: .plain)
        } else {
          canvas.fill(
            Rect(x: x, y: y, width: Int.random(in: 1..<4, using: &random), height: 1), character: "#",
            style: .plain)
        }
      }
      let consistent = isConsistent(canvas.buffer)
      #expect(consistent, "\(canvas.buffer.lines)")
      #expect(canvas.buffer.lines.allSatisfy { CharacterWidth.of($0) <= 9 })
    }
  }
}
