import Foundation
import Testing

@testable import TerminalUI

/// Widths checked against the Unicode Character Database itself (the repository's copy of
/// the 17.0.0 files in Data/Unicode, not the generated tables), by the rules the
/// documentation gives (``CharacterWidth``).
@Suite("Unicode widths, from the Unicode data files")
struct UnicodeWidthTests {
  @Test(
    "every code point: controls, marks, format (but prepended concatenation marks), Hangul jamo 0; East Asian Wide and Fullwidth 2; else 1"
  )
  func everyScalar() throws {
    let category = try UnicodeData.property("extracted/DerivedGeneralCategory.txt")
    let eastAsian = try UnicodeData.eastAsianWidth()
    let grapheme = try UnicodeData.property("auxiliary/GraphemeBreakProperty.txt")
    let prepended = try UnicodeData.propList("Prepended_Concatenation_Mark")
    #expect(
      prepended == [
        0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD,
      ])
    var wrong: [String] = []
    var assigned = 0
    for code in 0..<0x110000 {
      guard let scalar = Unicode.Scalar(UInt32(code)) else { continue }
      let gc = category[code]
      let expected: Int
      if gc == "Cc" || ["Mn", "Me", "Zl", "Zp"].contains(gc)
        || (gc == "Cf" && code != 0xAD && !prepended.contains(UInt32(code)))
        || (["V", "T"].contains(grapheme[code]) && UnicodeData.isHangulJamo(UInt32(code)))
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
      if gc != "Cn" { assigned += 1 }
    }
    #expect(wrong.isEmpty, "\(wrong.count) code points: \(wrong.prefix(40))")
    #expect(assigned > 290_000, "every assigned scalar of Unicode 17 was checked (\(assigned))")
  }

  @Test(
    "a spacing mark (Mc) or a Grapheme_Cluster_Break V or T outside the Hangul jamo, alone, takes its East Asian width"
  )
  func spacingSignsAlone() throws {
    let category = try UnicodeData.property("extracted/DerivedGeneralCategory.txt")
    let grapheme = try UnicodeData.property("auxiliary/GraphemeBreakProperty.txt")
    let eastAsian = try UnicodeData.eastAsianWidth()
    var wrong: [String] = []
    var marks = 0
    var vowels = 0
    for code in 0..<0x110000 {
      let isMark = category[code] == "Mc"
      let isVowel = ["V", "T"].contains(grapheme[code]) && !UnicodeData.isHangulJamo(UInt32(code))
      guard isMark || isVowel, let scalar = Unicode.Scalar(UInt32(code)) else { continue }
      if isMark { marks += 1 } else { vowels += 1 }
      let text = String(scalar)
      let expected = ["W", "F", "Wide", "Fullwidth"].contains(eastAsian[code]) ? 2 : 1
      if text.count != 1 || CharacterWidth.of(text) != expected || CharacterWidth.of(scalar) != expected {
        wrong.append(String(code, radix: 16))
      }
    }
    #expect(marks > 400, "every spacing mark of the data was checked (\(marks))")
    #expect(vowels > 0, "the Kirat Rai vowel signs were checked (\(vowels))")
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

  @Test("the misses reported against Unicode 16 and 17: new marks 0, new wide scalars 2, prepended marks 1")
  func unicode17() {
    let marks: [ClosedRange<UInt32>] = [
      0x1ACF...0x1ADD, 0x1AE0...0x1AEB, 0x10D69...0x10D6D, 0x10EFA...0x10EFC, 0x113BB...0x113C0,
    ]
    let wide: [ClosedRange<UInt32>] = [
      0x2FFC...0x2FFF, 0x31E4...0x31E5, 0x31EF...0x31EF, 0x16FF2...0x16FF6, 0x187F8...0x187FF,
      0x18D09...0x18D1E,
    ]
    for code in marks.joined() {
      #expect(CharacterWidth.of("a" + String(Unicode.Scalar(code)!)) == 1, "a + U+\(String(code, radix: 16))")
    }
    for code in wide.joined() {
      #expect(CharacterWidth.of(String(Unicode.Scalar(code)!)) == 2, "U+\(String(code, radix: 16))")
    }
    #expect(CharacterWidth.of("a\u{1ADC}") == 1)
    #expect(CharacterWidth.of("a\u{600}b") == 3)
    for code: UInt32 in [
      0x600, 0x601, 0x602, 0x603, 0x604, 0x605, 0x6DD, 0x70F, 0x890, 0x891, 0x8E2, 0x110BD, 0x110CD,
    ] {
      #expect(
        CharacterWidth.of("a" + String(Unicode.Scalar(code)!) + "b") == 3, "U+\(String(code, radix: 16))")
    }
  }

  @Test("grapheme clusters follow GraphemeBreakTest.txt")
  func graphemeBreaks() throws {
    let text = try String(
      contentsOfFile: UnicodeData.directory + "/auxiliary/GraphemeBreakTest.txt", encoding: .utf8)
    var wrong: [String] = []
    var cases = 0
    var linkerCases = 0
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
      if actual != expected, !knownDifference {
        if isNewLinkerConjunct(expected: expected, actual: actual) {
          linkerCases += 1
        } else {
          wrong.append(String(body))
        }
      }
    }
    #expect(cases > 600)
    #expect(wrong.isEmpty, "\(wrong.count): \(wrong.prefix(5))")
    #expect(linkerCases <= 8, "only the Unicode 17 linker cases differ (\(linkerCases))")
  }

  /// Unicode 17.0 gave more scripts' viramas the Indic_Conjunct_Break=Linker value
  /// (DerivedCoreProperties.txt: Myanmar U+1039, Khmer U+17D2, Balinese U+1B44 …), so GB9c
  /// keeps their conjuncts in one cluster; Swift's `Character` (6.3) still joins only the six
  /// linkers of Unicode 15.1 and breaks there. Accepts exactly that difference, and checks that
  /// the widths of the clusters add up the same either way (the linker is a mark of width 0).
  private func isNewLinkerConjunct(expected: [String], actual: [String]) -> Bool {
    let newLinkers: Set<UInt32> = [
      0x1039, 0x17D2, 0x1A60, 0x1B44, 0x1BAB, 0xA9C0, 0xAAF6, 0x10A3F, 0x11133, 0x113D0, 0x1193E, 0x11A47,
      0x11A99, 0x11F42,
    ]
    guard actual.count > expected.count, actual.joined() == expected.joined(),
      expected.contains(where: { $0.unicodeScalars.contains { newLinkers.contains($0.value) } })
    else { return false }
    return actual.map(CharacterWidth.of).reduce(0, +) == expected.map(CharacterWidth.of).reduce(0, +)
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
    #expect(CharacterWidth.of("\u{600}█") == 2, "a prepended concatenation mark is a visible sign")
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
