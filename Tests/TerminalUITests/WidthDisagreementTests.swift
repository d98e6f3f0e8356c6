import SwitchyardTesting
import Testing

@testable import TerminalUI

/// Terminals disagree on some widths (emoji sequences, ambiguous and new characters). Frames
/// replayed through an emulator that measures those clusters differently must stay right
/// everywhere but in the disagreeing clusters' own cells.
@Suite("Width disagreements cost at most the cluster's own cells")
struct WidthDisagreementTests {
  static let uncertain = ["👨‍👩‍👧", "🇨🇿", "a🏻", "कि", "🌡\u{FE0F}", "1\u{FE0F}\u{20E3}", "±", "䷀", "\u{600}█", "🙂"]
  static let stable = ["日本", "task", "─────────", "  ", "done", "x"]

  /// Another terminal's idea of the width of clusters that may disagree.
  static let models: [(String, @Sendable (Character) -> Int)] = [
    (
      "each scalar on its own (wcwidth)",
      { character in
        guard CharacterWidth.mayDisagree(character) else { return CharacterWidth.of(character) }
        return character.unicodeScalars.reduce(0) { $0 + CharacterWidth.of($1) }
      }
    ),
    // No terminal gives one scalar more than two cells.
    (
      "one cell wider",
      { character in
        let width = CharacterWidth.of(character)
        return CharacterWidth.mayDisagree(character)
          ? min(width + 1, 2 * character.unicodeScalars.count) : width
      }
    ),
    ("one cell narrower", { max(1, CharacterWidth.of($0) - (CharacterWidth.mayDisagree($0) ? 1 : 0)) }),
    (
      "ambiguous as wide (CJK locale)",
      { character in
        CharacterWidth.mayDisagree(character) && character.unicodeScalars.count == 1
          ? 2 : CharacterWidth.of(character)
      }
    ),
  ]

  @Test("random frames through emulators with other widths", arguments: 0..<4)
  func replay(model: Int) {
    let (name, width) = Self.models[model]
    var random = SeededGenerator(state: 7 + UInt64(model))
    let size = Size(width: 30, height: 6)
    var encoder = FrameEncoder()
    var screen = ScreenEmulator(columns: size.width, rows: size.height, width: width)
    // Full-screen mode turns autowrap off, so a cluster drawn wider at a row's end cannot wrap.
    screen.feed(Array(TerminalSession.screenModes(mouse: false).utf8))
    for round in 0..<200 {
      var canvas = Canvas(size: size)
      for _ in 0..<Int.random(in: 0..<14, using: &random) {
        let words = Bool.random(using: &random) ? Self.uncertain : Self.stable
        let x = Int.random(in: 0..<size.width, using: &random)
        let y = Int.random(in: 0..<size.height, using: &random)
        canvas.text(
          words.randomElement(using: &random)!, x: x, y: y, style: Style(bold: Bool.random(using: &random)))
      }
      if round % 60 == 59 { encoder.reset() }
      let bytes = encoder.encode(canvas.buffer)
      screen.feed(bytes)
      let wrong = mismatches(screen: screen, frame: canvas.buffer)
      #expect(
        wrong.isEmpty,
        "\(name), round \(round): cells \(wrong)\n\(screen.text)\n---\n\(canvas.buffer.lines.joined(separator: "\n"))"
      )
      if !wrong.isEmpty {
        Issue.record("bytes: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
        return
      }
    }
  }

  /// Cells that differ between the emulator and the frame, outside the cells of clusters
  /// that may disagree.
  func mismatches(screen: ScreenEmulator, frame: CellBuffer) -> [String] {
    var wrong: [String] = []
    let rows = screen.cellRows
    for y in 0..<frame.size.height {
      var excused = Set<Int>()
      for x in 0..<frame.size.width {
        if let character = frame[x, y].character, CharacterWidth.mayDisagree(character) {
          for cell in x..<(x + CharacterWidth.of(character)) { excused.insert(cell) }
        }
      }
      for x in 0..<frame.size.width where !excused.contains(x) {
        let expected = frame[x, y].character.map(String.init) ?? ""
        let shown = rows[y][x].map(String.init) ?? ""
        if expected != shown {
          wrong.append("(\(x),\(y)) \(expected.debugDescription)≠\(shown.debugDescription)")
        }
      }
    }
    return wrong
  }
}
