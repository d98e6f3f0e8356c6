extension TOMLReader {
  /// A string value of any of the four kinds; the reader is on its first quote.
  mutating func string() throws(TOMLError) -> String {
    let delimiter = bytes[offset]
    let multiline = peek(1) == delimiter && peek(2) == delimiter
    switch (delimiter == .quote, multiline) {
    case (true, false): return try basicString(limit: TOMLLimits.stringBytes, of: "string")
    case (false, false): return try literalString(limit: TOMLLimits.stringBytes, of: "string")
    case (let basic, true): return try multilineString(basic: basic)
    }
  }

  /// `"text"`, escapes read; on one line.
  mutating func basicString(limit: Int, of what: String) throws(TOMLError) -> String {
    let start = offset
    advance()
    var text: [UInt8] = []
    while true {
      let character = offset
      guard let byte = peek() else { throw fail("a string not closed with \" (it opens here)", at: start) }
      switch byte {
      case .quote:
        advance()
        return String(decoding: text, as: UTF8.self)
      case .backslash: try escape(into: &text)
      case .lineFeed, .carriageReturn:
        throw fail("a string in \"…\" must end on its line (\"\"\" starts one of several lines)")
      case _ where byte.isControl: throw fail("\(describe()) in a string: write it as an escape (\\u0000)")
      default:
        text.append(byte)
        advance()
      }
      guard text.count <= limit else { throw fail("a \(what) longer than \(limit) bytes", at: character) }
    }
  }

  /// `'text'`, as written; on one line.
  mutating func literalString(limit: Int, of what: String) throws(TOMLError) -> String {
    let start = offset
    advance()
    let first = offset
    while true {
      guard let byte = peek() else { throw fail("a string not closed with ' (it opens here)", at: start) }
      switch byte {
      case .apostrophe:
        advance()
        return String(decoding: bytes[first..<offset - 1], as: UTF8.self)
      case .lineFeed, .carriageReturn:
        throw fail("a string in '…' must end on its line (''' starts one of several lines)")
      case _ where byte.isControl: throw fail("\(describe()) in a string")
      default:
        guard offset - first < limit else { throw fail("a \(what) longer than \(limit) bytes") }
        advance()
      }
    }
  }

  /// `"""text"""` (escapes read, a backslash at a line's end joins it to the next) or
  /// `'''text'''`; a line break just after the opening quotes is not part of the text.
  mutating func multilineString(basic: Bool) throws(TOMLError) -> String {
    let start = offset
    let delimiter = bytes[offset]
    advance(3)
    if peek() == .lineFeed || (peek() == .carriageReturn && peek(1) == .lineFeed) { try newline() }
    var text: [UInt8] = []
    while true {
      let character = offset
      guard let byte = peek() else {
        let quotes = basic ? "\"\"\"" : "'''"
        throw fail("a string not closed with \(quotes) (it opens here)", at: start)
      }
      switch byte {
      case delimiter:
        var quotes = 1
        while quotes < 6, peek(quotes) == delimiter { quotes += 1 }
        if quotes >= 3 {
          guard quotes <= 5 else { throw fail("too many quotes at the end of a string", at: offset + 5) }
          text.append(contentsOf: repeatElement(delimiter, count: quotes - 3))
          advance(quotes)
          return String(decoding: text, as: UTF8.self)
        }
        text.append(contentsOf: repeatElement(delimiter, count: quotes))
        advance(quotes)
      case .backslash where basic:
        if try !joinLines() { try escape(into: &text) }
      case .lineFeed, .carriageReturn:
        try newline()
        text.append(.lineFeed)
      case _ where byte.isControl: throw fail("\(describe()) in a string")
      default:
        text.append(byte)
        advance()
      }
      guard text.count <= TOMLLimits.stringBytes else {
        throw fail("a string longer than \(TOMLLimits.stringBytes) bytes", at: character)
      }
    }
  }

  /// A backslash that ends its line (blanks may follow it): skips it, the line break and
  /// every blank and line break after, and says true; false (nothing skipped) otherwise.
  private mutating func joinLines() throws(TOMLError) -> Bool {
    var ahead = 1
    while let byte = peek(ahead), byte == .space || byte == .tab { ahead += 1 }
    guard peek(ahead) == .lineFeed || (peek(ahead) == .carriageReturn && peek(ahead + 1) == .lineFeed) else {
      return false
    }
    advance(ahead)
    while let byte = peek() {
      switch byte {
      case .space, .tab: advance()
      case .lineFeed, .carriageReturn: try newline()
      default: return true
      }
    }
    return true
  }

  /// An escape (`\n`, `\"`, `\u00e9` …), its character's UTF-8 appended to `text`.
  private mutating func escape(into text: inout [UInt8]) throws(TOMLError) {
    let start = offset
    advance()
    guard let letter = peek() else { throw fail("a string not closed", at: start) }
    if let byte = Self.escaped(letter) {
      text.append(byte)
      advance()
      return
    }
    guard letter == 0x75 || letter == 0x55 else {
      let written =
        (0x21...0x7E).contains(letter) ? "\\\(Character(Unicode.Scalar(letter)))" : "\\ before \(describe())"
      throw fail(
        "\(written) is not an escape (there are \\b \\t \\n \\f \\r \\\" \\\\ \\uXXXX \\UXXXXXXXX)", at: start
      )
    }
    let count = letter == 0x75 ? 4 : 8
    advance()
    var value: UInt32 = 0
    for _ in 0..<count {
      guard let byte = peek(), let digit = byte.hexDigit else {
        throw fail("\\\(letter == 0x75 ? "u" : "U") takes \(count) hexadecimal digits", at: start)
      }
      value = value << 4 | UInt32(digit)
      advance()
    }
    guard let scalar = Unicode.Scalar(value) else {
      throw fail("\(Self.codePoint(value)) is not a Unicode character", at: start)
    }
    UTF8.encode(scalar) { text.append($0) }
  }

  /// The character of a one-letter escape: `n` for `\n` …
  private static func escaped(_ letter: UInt8) -> UInt8? {
    switch letter {
    case 0x62: 0x08  // b
    case 0x74: .tab  // t
    case 0x6E: .lineFeed  // n
    case 0x66: 0x0C  // f
    case 0x72: .carriageReturn  // r
    case .quote, .backslash: letter
    default: nil
    }
  }

  /// `U+00E9`.
  static func codePoint(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

extension UInt8 {
  /// The value of a hexadecimal digit (0–9, a–f, A–F).
  var hexDigit: UInt8? {
    switch self {
    case 0x30...0x39: self - 0x30
    case 0x41...0x46: self - 0x41 + 10
    case 0x61...0x66: self - 0x61 + 10
    default: nil
    }
  }
}
