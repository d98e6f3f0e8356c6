import Foundation

/// The Unicode Character Database as the repository keeps it (Data/Unicode), read by the width
/// tests so their expectations come from Unicode's own files.
enum UnicodeData {
  /// The repository's copy of the Unicode Character Database (Data/Unicode/17.0.0): the same
  /// files the table generator reads, whatever the machine has installed.
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Data/Unicode/17.0.0").standardized.path

  /// The data lines of `path`: code point range and the fields after it (comments removed);
  /// `@missing` default lines come first, as UAX #44 says they apply before the listed values.
  static func records(
    _ path: String, in folder: String = directory
  ) throws -> [(
    range: ClosedRange<UInt32>, fields: [String]
  )] {
    let text = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
    var defaults: [(ClosedRange<UInt32>, [String])] = []
    var listed: [(ClosedRange<UInt32>, [String])] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
      let isDefault = line.hasPrefix("# @missing:")
      let body = isDefault ? line.dropFirst("# @missing:".count) : line.prefix { $0 != "#" }
      let fields = body.split(separator: ";", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard fields.count > 1, let range = codePoints(fields[0]) else { continue }
      if isDefault {
        defaults.append((range, Array(fields.dropFirst())))
      } else {
        listed.append((range, Array(fields.dropFirst())))
      }
    }
    return (defaults + listed).map { (range: $0.0, fields: $0.1) }
  }

  /// A property file as a table: the value for every code point (later lines win, so a
  /// listed value replaces an `@missing` default).
  static func property(_ path: String, in folder: String = directory) throws -> [Substring] {
    var values = [Substring](repeating: "", count: 0x110000)
    for record in try records(path, in: folder) {
      let value = Substring(record.fields[0])
      for code in record.range { values[Int(code)] = value }
    }
    return values
  }

  /// East_Asian_Width.
  static func eastAsianWidth() throws -> [Substring] {
    try property("extracted/DerivedEastAsianWidth.txt")
  }

  /// The code points with `name` in PropList.txt (a binary property).
  static func propList(_ name: String) throws -> Set<UInt32> {
    var codes = Set<UInt32>()
    for record in try records("PropList.txt") where record.fields[0] == name {
      codes.formUnion(record.range)
    }
    return codes
  }

  /// Whether `code` is in the Hangul Jamo or Hangul Jamo Extended-B block, where
  /// Grapheme_Cluster_Break V and T are the medial vowels and final consonants that take no
  /// cell (outside them, V is Kirat Rai's spacing vowel signs).
  static func isHangulJamo(_ code: UInt32) -> Bool {
    (0x1100...0x11FF).contains(code) || (0xD7B0...0xD7FF).contains(code)
  }

  /// `0041` or `0041..005A`.
  static func codePoints(_ text: String) -> ClosedRange<UInt32>? {
    let parts = text.components(separatedBy: "..")
    guard let first = UInt32(parts[0], radix: 16) else { return nil }
    let last = parts.count > 1 ? UInt32(parts[1], radix: 16) : first
    return last.map { first...$0 }
  }

  /// A space-separated sequence of code points (`1F468 200D 1F469`) as a string.
  static func string(_ codePoints: String) -> String {
    var text = ""
    for part in codePoints.split(separator: " ") {
      if let value = UInt32(part, radix: 16), let scalar = Unicode.Scalar(value) {
        text.unicodeScalars.append(scalar)
      }
    }
    return text
  }
}
