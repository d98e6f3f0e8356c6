/// Reads a TOML 1.0 document: the part of the language a configuration file needs, and
/// nothing it cannot say in one line naming a line and a column. Tables (`[a.b]`), dotted
/// keys, bare and quoted keys, the four kinds of strings with every escape, integers (also
/// hexadecimal, octal and binary), floats, booleans, arrays and inline tables, comments.
/// Arrays of tables (`[[a]]`) and dates are refused (no setting takes one), and so is
/// anything past ``TOMLLimits``.
///
/// It never traps: every byte is read through ``peek(_:)``, which answers nil past the end,
/// and nesting is bounded by ``TOMLLimits/depth`` before the recursion that reads it. Each
/// byte is looked at a bounded number of times, so a reading costs at most a constant times
/// the text's length; ``work`` counts the looks, for the tests that check it.
///
/// ```swift
/// let table = try TOMLReader.read("theme = \"dark\"\n")
/// ```
struct TOMLReader {
  /// The document in `text`, or the first thing wrong in it.
  static func read(_ text: String) throws(TOMLError) -> TOMLTable {
    var reader = TOMLReader(text)
    return try reader.document()
  }

  let bytes: [UInt8]
  /// The next byte to read.
  var offset = 0
  /// The line `offset` is on, from 1.
  var line = 1
  /// Where that line starts.
  var lineStart = 0
  /// How many times a byte was looked at.
  private(set) var work = 0

  init(_ text: String) {
    bytes = Array(text.utf8)
  }

  /// The document's root table.
  mutating func document() throws(TOMLError) -> TOMLTable {
    guard bytes.count <= TOMLLimits.fileBytes else {
      throw TOMLError(line: 1, column: 1, message: "the file is larger than 1 MiB")
    }
    // A byte order mark some editors write first is no part of the text.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
      offset = 3
      lineStart = 3
    }
    let root = TOMLTableNode(origin: .header, line: 1, depth: 0)
    var current = root
    while let byte = peek() {
      switch byte {
      case .space, .tab: advance()
      case .lineFeed, .carriageReturn: try newline()
      case .hash: try comment()
      case .openBracket:
        current = try header(in: root)
        try endOfLine(after: "a table's [name]: it ends its line")
      default:
        try keyValue(into: current)
        try endOfLine(after: "a value: one setting per line (a string goes in quotes)")
      }
    }
    return root.table()
  }

  // MARK: Bytes

  /// The byte `ahead` places after the next one; nil past the end.
  mutating func peek(_ ahead: Int = 0) -> UInt8? {
    work += 1
    let index = offset + ahead
    return index < bytes.count ? bytes[index] : nil
  }

  /// Moves past the next byte (nothing at the end).
  mutating func advance() {
    guard offset < bytes.count else { return }
    if bytes[offset] == .lineFeed {
      line += 1
      lineStart = offset + 1
    }
    offset += 1
  }

  /// Moves past the next `count` bytes.
  mutating func advance(_ count: Int) {
    for _ in 0..<count { advance() }
  }

  /// Spaces and tabs.
  mutating func skipBlanks() {
    while let byte = peek(), byte == .space || byte == .tab { advance() }
  }

  /// A line break: LF, or CR LF.
  mutating func newline() throws(TOMLError) {
    if peek() == .carriageReturn {
      guard peek(1) == .lineFeed else { throw fail("a carriage return without a line feed after it") }
      advance()
    }
    advance()
  }

  /// A `#` comment, to the end of its line (the line break is left).
  mutating func comment() throws(TOMLError) {
    advance()
    while let byte = peek(), byte != .lineFeed, byte != .carriageReturn {
      if byte.isControl { throw fail("\(describe()) in a comment") }
      advance()
    }
  }

  /// What may follow a value or a header: blanks, a comment, then a line break or the end;
  /// `what` names what came before, for the message.
  mutating func endOfLine(after what: String) throws(TOMLError) {
    skipBlanks()
    if peek() == .hash { try comment() }
    guard let byte = peek() else { return }
    guard byte == .lineFeed || byte == .carriageReturn else { throw fail("\(describe()) after \(what)") }
    try newline()
  }

  /// Spaces, tabs, line breaks and comments (between the items of an array).
  mutating func skipBlanksAndComments() throws(TOMLError) {
    while let byte = peek() {
      switch byte {
      case .space, .tab: advance()
      case .lineFeed, .carriageReturn: try newline()
      case .hash: try comment()
      default: return
      }
    }
  }

  // MARK: Errors

  /// An error at `position` (the next byte unless given).
  func fail(_ message: String, at position: Int? = nil) -> TOMLError {
    let end = min(position ?? offset, bytes.count)
    // On the current line (nearly always) only that line is counted; else the text up to it.
    var line = end >= lineStart ? self.line : 1
    var column = 1
    for byte in bytes[(end >= lineStart ? lineStart : 0)..<end] {
      if byte == .lineFeed {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return TOMLError(line: line, column: column, message: message)
  }

  /// The next character, in words for a message: `"x"`, a line break, the end of the file.
  func describe() -> String {
    guard offset < bytes.count else { return "the end of the file" }
    let byte = bytes[offset]
    switch byte {
    case .lineFeed, .carriageReturn: return "a line break"
    case .tab: return "a tab"
    case _ where byte.isControl: return "a control character (\(Self.codePoint(UInt32(byte))))"
    case ..<0x80: return "\"\(Character(Unicode.Scalar(byte)))\""
    default:
      let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
      let text = String(decoding: bytes[offset..<min(offset + length, bytes.count)], as: UTF8.self)
      guard let scalar = text.unicodeScalars.first, scalar.properties.generalCategory != .control else {
        return "a control character (\(Self.codePoint(text.unicodeScalars.first?.value ?? 0)))"
      }
      return "\"\(text)\""
    }
  }
}

extension UInt8 {
  static let tab: UInt8 = 0x09
  static let lineFeed: UInt8 = 0x0A
  static let carriageReturn: UInt8 = 0x0D
  static let space: UInt8 = 0x20
  static let quote: UInt8 = 0x22
  static let hash: UInt8 = 0x23
  static let apostrophe: UInt8 = 0x27
  static let comma: UInt8 = 0x2C
  static let dot: UInt8 = 0x2E
  static let equals: UInt8 = 0x3D
  static let openBracket: UInt8 = 0x5B
  static let backslash: UInt8 = 0x5C
  static let closeBracket: UInt8 = 0x5D
  static let openBrace: UInt8 = 0x7B
  static let closeBrace: UInt8 = 0x7D

  /// A control character TOML allows in no comment or string: C0 but tab, and DEL (line
  /// breaks are read before this is asked).
  var isControl: Bool { (self < 0x20 && self != .tab) || self == 0x7F }

  /// A character of a bare key: A–Z, a–z, 0–9, `-`, `_`.
  var isBareKeyCharacter: Bool {
    (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) || (0x30...0x39).contains(self)
      || self == 0x2D || self == 0x5F
  }
}
