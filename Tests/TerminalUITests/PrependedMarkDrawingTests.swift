import Testing

@testable import TerminalUI

/// Clusters that begin with a Grapheme_Cluster_Break=Prepend code point (the prepended
/// concatenation marks `\u{600}`, `\u{6DD}`, `\u{110BD}` … and the Prepend letters such as
/// `\u{D4E}`), every one of them from the repository's GraphemeBreakProperty.txt, drawn in a
/// `Text` through the headless backend.
@MainActor
@Suite("Prepend clusters drawn in a Text")
struct PrependedMarkDrawingTests {
  static let width = 6

  /// The Prepend code points of the data file.
  static func prependScalars() throws -> [Unicode.Scalar] {
    try UnicodeData.records("auxiliary/GraphemeBreakProperty.txt")
      .filter { $0.fields[0] == "Prepend" }
      .flatMap { $0.range.compactMap(Unicode.Scalar.init) }
  }

  /// Failures for `text`, one cluster drawn alone in a `Text`: it must fill exactly the cells
  /// ``CharacterWidth`` gives it, from the first, and read back as itself.
  static func failures(drawing text: String) -> [String] {
    let label = text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(
      separator: " ")
    var failures: [String] = []
    let cells = HeadlessRenderer.cells(Text(text), width: width, height: 1)
    let used = (0..<width).filter { cells[$0, 0].character != " " }
    let expected = CharacterWidth.of(text)
    if used != Array(0..<expected) { failures.append("\(label): cells \(used), not the first \(expected)") }
    if cells[0, 0].character != text.first { failures.append("\(label): not in the first cell") }
    let screen = HeadlessRenderer.render(Text(text), width: width, height: 1)
    if screen != text { failures.append("\(label): reads back as \(screen.unicodeScalars.map(\.value))") }
    return failures
  }

  @Test("each Prepend code point alone takes the cells CharacterWidth says, and reads back alone")
  func alone() throws {
    let scalars = try Self.prependScalars()
    #expect(scalars.count >= 20, "the data's Prepend code points (\(scalars.count))")
    #expect(scalars.contains("\u{600}") && scalars.contains("\u{6DD}") && scalars.contains("\u{110BD}"))
    var failures: [String] = []
    for scalar in scalars {
      #expect(CharacterWidth.of(scalar) == 1, "U+\(String(scalar.value, radix: 16))")
      failures += Self.failures(drawing: String(scalar))
    }
    #expect(failures.isEmpty, "\(failures.count):\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  @Test("a Prepend code point before a letter is one cluster with it, drawn as one")
  func beforeALetter() throws {
    var failures: [String] = []
    for scalar in try Self.prependScalars() {
      let text = String(scalar) + "a"
      // GB9b: nothing breaks after a Prepend but a control or a line break.
      #expect(text.count == 1, "U+\(String(scalar.value, radix: 16)) a")
      failures += Self.failures(drawing: text)
    }
    #expect(failures.isEmpty, "\(failures.count):\n\(failures.prefix(20).joined(separator: "\n"))")
  }
}
