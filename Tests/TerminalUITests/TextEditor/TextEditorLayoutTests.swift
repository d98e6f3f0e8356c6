import SwitchyardTesting
import Testing

@testable import TerminalUI

/// The editor's layout and its line index, against what they are computed from.
@Suite("TextEditor layout and line index")
struct TextEditorLayoutTests {
  @Test("wide characters take two cells and never straddle the edge; combining marks stay with their base")
  func wideAndCombining() {
    let line: Substring = "日本語のテキスト e\u{301}te\u{301}"
    let layout = WrappedLine(line, width: 7)
    for row in layout.rows { #expect(row.width <= 7) }
    let pieces = layout.rows.map { row in
      String(
        line.utf8[
          line.utf8.index(
            line.startIndex, offsetBy: row.start)..<line.utf8.index(line.startIndex, offsetBy: row.end)])!
    }
    #expect(pieces.joined() == String(line))
    #expect(pieces.first == "日本語")
    #expect(pieces.allSatisfy { !$0.unicodeScalars.first!.properties.isDiacritic })
    // Each row's width is the sum of its characters' widths.
    for (row, piece) in zip(layout.rows, pieces) {
      #expect(row.width == piece.reduce(0) { $0 + CharacterWidth.of($1) })
    }
  }

  @Test("breaks after the last space that fits; a word longer than the width is cut at the edge")
  func breaks() {
    let layout = WrappedLine("one two three", width: 8)
    #expect(layout.rows.map(\.start) == [0, 8])
    let long = WrappedLine("abcdefghij", width: 4)
    #expect(long.rows.map(\.start) == [0, 4, 8])
    #expect(WrappedLine("", width: 4).rows.count == 1)
  }

  @Test("seeded: 3,000 random edits keep the line index equal to one built from the text")
  func lineIndexProperty() {
    var random = SeededRandomNumberGenerator(seed: 17)
    var text = "first\nsecond\n\nthird"
    var lines = TextLines(text)
    let pieces = ["", "a", "\n", "ab\ncd", "\n\n", "日本\n", "e\u{301}", "xyz"]
    for _ in 0..<3_000 {
      let count = text.utf8.count
      // Edits land on character boundaries, as the editor's do.
      let boundaries =
        [0] + text.indices.dropFirst().map { text.utf8.distance(from: text.startIndex, to: $0) } + [count]
      let a = boundaries.randomElement(using: &random)!
      let b = boundaries.filter { $0 >= a }.randomElement(using: &random)!
      let inserted = pieces.randomElement(using: &random)!
      let lower = text.utf8.index(text.startIndex, offsetBy: a)
      let upper = text.utf8.index(text.startIndex, offsetBy: b)
      text.replaceSubrange(lower..<upper, with: inserted)
      lines.replace(a..<b, insertedLength: inserted.utf8.count, breaks: inserted.lineBreakOffsets)
      #expect(lines == TextLines(text))
      if lines != TextLines(text) { break }
    }
  }

  @Test(
    "seeded: ASCII lines laid out byte by byte break exactly where the character-by-character layout does")
  func asciiFastPath() {
    var random = SeededRandomNumberGenerator(seed: 29)
    let alphabet: [Character] = ["a", "b", " ", " ", "x", ".", "\u{7}", "\r"]
    for _ in 0..<2_000 {
      let length = Int.random(in: 0...60, using: &random)
      let line = String((0..<length).map { _ in alphabet.randomElement(using: &random)! })
      let width = Int.random(in: 1...20, using: &random)
      let fast = WrappedLine(Substring(line), width: width)
      let slow = WrappedLine(characters: Substring(line), width: width)
      #expect(fast.rows == slow.rows, "\(line.debugDescription) at width \(width)")
      if fast.rows != slow.rows { break }
    }
    // A line with one non-ASCII character takes the character path.
    #expect(WrappedLine("ab日本", width: 3).rows.map(\.width) == [2, 2, 2])
  }
}
