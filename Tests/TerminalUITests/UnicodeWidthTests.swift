import Foundation
import Testing

@testable import TerminalUI

/// Widths checked against the Unicode Character Database itself (read from the installed
/// files, not from the generated tables), by the rules the README documents.
@Suite("Unicode widths, from the Unicode data files")
struct UnicodeWidthTests {
  @Test("every code point: controls, marks, format, Hangul jamo 0; East Asian Wide and Fullwidth 2; else 1")
  func everyScalar() throws {
    let category = try UnicodeData.property("extracted/DerivedGeneralCategory.txt")
    let eastAsian = try UnicodeData.eastAsianWidth()
    let grapheme = try UnicodeData.property("auxiliary/GraphemeBreakProperty.txt")
    var wrong: [String] = []
    for code in 0..<0x110000 {
      guard let scalar = Unicode.Scalar(UInt32(code)) else { continue }
      let gc = category[code]
      let expected: Int
      if gc == "Cc" || ["Mn", "Me", "Zl", "Zp"].contains(gc) || (gc == "Cf" && code != 0xAD)
        || ["V", "T"].contains(grapheme[code])
      {
        expected = 0
      } else if ["W", "F", "Wide", "Fullwidth"].contains(eastAsian[code]) {
        expected = 2
      } else {
        expected = 1
      }
      // Documented exception: an emoji assigned after the table's version, as Swift knows it.
      if gc == "Cn", scalar.properties.isEmojiPresentation { continue }
      if CharacterWidth.of(scalar) != expected { wrong.append(String(code, radix: 16)) }
    }
    #expect(wrong.isEmpty, "\(wrong.count) code points: \(wrong.prefix(40))")
  }

  @Test("every fully-qualified emoji in emoji-test.txt takes 2 cells, as one cluster")
  func emojiTest() throws {
    var wrong: [String] = []
    var count = 0
    for record in try emojiTestLines() where record.status == "fully-qualified" {
      let text = UnicodeData.string(record.codePoints)
      count += 1
      if text.count != 1 || CharacterWidth.of(text) != 2 { wrong.append(record.codePoints) }
    }
    #expect(count > 3000)
    #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(20))")
  }

  @Test("variation sequences: emoji style is 2; text style keeps the base's own width")
  func variationSequences() throws {
    let eastAsian = try UnicodeData.eastAsianWidth()
    var wrong: [String] = []
    for record in try UnicodeData.records("emoji/emoji-variation-sequences.txt") {
      let base = Int(record.range.lowerBound)
      let style = record.fields[0]
      let wide = ["W", "F", "Wide", "Fullwidth"].contains(eastAsian[base])
      let selector = style.hasPrefix("emoji") ? "\u{FE0F}" : "\u{FE0E}"
      let text = String(Unicode.Scalar(UInt32(base))!) + selector
      let expected = style.hasPrefix("emoji") || wide ? 2 : 1
      if CharacterWidth.of(text) != expected { wrong.append("\(String(base, radix: 16)) \(style)") }
    }
    #expect(wrong.isEmpty, "\(wrong)")
  }

  @Test("grapheme clusters follow GraphemeBreakTest.txt (and the later Indic conjunct rule)")
  func graphemeBreaks() throws {
    let text = try String(
      contentsOfFile: UnicodeData.directory + "/auxiliary/GraphemeBreakTest.txt", encoding: .utf8)
    var wrong: [String] = []
    var cases = 0
    for line in text.split(separator: "\n") where !line.hasPrefix("#") {
      let body = line.prefix { $0 != "#" }.trimmingCharacters(in: .whitespaces)
      guard !body.isEmpty else { continue }
      // ÷ 0020 × 0308 ÷ 0020 ÷
      let expected = body.components(separatedBy: "÷").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }.map { UnicodeData.string($0.replacingOccurrences(of: "×", with: " ")) }
      let joined = expected.joined()
      cases += 1
      let actual = joined.map(String.init)
      // Swift's standard library does not join U+2701 (an Extended_Pictographic symbol with
      // no emoji form) across a ZWJ (GB11); the widths of the two clusters add up the same.
      let knownDifference = body == "÷ 2701 × 200D × 2701 ÷"
      if actual != expected, !isIndicConjunct(expected: expected, actual: actual), !knownDifference {
        wrong.append(String(body))
      }
    }
    #expect(cases > 600)
    #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(5))")
  }

  /// Unicode 15.1 added GB9c: a consonant, a virama (with extenders) and another consonant of
  /// the six scripts that form conjuncts stay one cluster. The 15.0 test file breaks there;
  /// Swift's `Character` (Unicode 15.1+) does not. Accepts exactly that difference.
  private func isIndicConjunct(expected: [String], actual: [String]) -> Bool {
    guard actual.count < expected.count else { return false }
    let viramas: Set<UInt32> = [0x094D, 0x09CD, 0x0ACD, 0x0B4D, 0x0C4D, 0x0D4D]
    return zip(expected, expected.dropFirst()).contains { left, right in
      left.unicodeScalars.contains { viramas.contains($0.value) }
        && right.unicodeScalars.first.map { $0.properties.generalCategory == .otherLetter } == true
    }
  }

  private func emojiTestLines() throws -> [(codePoints: String, status: String)] {
    let text = try String(contentsOfFile: UnicodeData.directory + "/emoji/emoji-test.txt", encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.prefix { $0 != "#" }.split(separator: ";").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      return fields.count == 2 ? (fields[0], fields[1]) : nil
    }
  }

  @Test("the cases from the issue: Indic, prepended marks, new wide blocks, text pictographs, VS16")
  func reportedCases() {
    #expect(CharacterWidth.of("कि") == 2)
    #expect(CharacterWidth.of("हिन्दी") == 5)
    #expect(CharacterWidth.of("\u{600}█") == 1)
    for wide in ["\u{17000}", "\u{1B170}", "\u{1B000}", "䷀", "🈂", "🈷"] {
      #expect(CharacterWidth.of(wide) == 2, "\(wide.unicodeScalars.first!.value)")
    }
    for narrow in ["🌡", "🕳", "🗨", "🖥", "🌡\u{FE0E}", "🖥\u{FE0E}", "a\u{FE0F}", "\u{2028}x"] {
      #expect(CharacterWidth.of(narrow) == 1, "\(narrow.unicodeScalars.map(\.value))")
    }
    #expect(CharacterWidth.of("\u{FE0F}") == 0)
    #expect(CharacterWidth.of("\u{1161}") == 0)
    #expect(CharacterWidth.of("a🏻") == 3)
    #expect(CharacterWidth.of("🌡\u{FE0F}") == 2)
  }
}
