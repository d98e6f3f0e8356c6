extension TOMLReader {
  /// A value; `depth` is where an array or inline table here would be (see ``TOMLLimits/depth``).
  mutating func value(depth: Int) throws(TOMLError) -> TOMLValue {
    switch peek() {
    case .quote?, .apostrophe?: return .string(try string())
    case .openBracket?: return try array(depth: depth)
    case .openBrace?: return try inlineTable(depth: depth)
    case let byte? where byte.isBareKeyCharacter || byte == 0x2B: return try word()
    default:
      throw fail(
        "\(describe()) where a value goes (a string in quotes, a number, true, false, [list] or {table})")
    }
  }

  /// `[1, "two", [3]]`, over lines if need be, a comma after the last item or not.
  private mutating func array(depth: Int) throws(TOMLError) -> TOMLValue {
    let start = offset
    try checkDepth(depth)
    advance()
    var items: [TOMLValue] = []
    while true {
      try skipBlanksAndComments()
      if peek() == .closeBracket { break }
      guard peek() != nil else { throw fail("a list not closed with ] (it opens here)", at: start) }
      guard items.count < TOMLLimits.arrayItems else {
        throw fail("a list of more than \(TOMLLimits.arrayItems) items")
      }
      items.append(try value(depth: depth + 1))
      try skipBlanksAndComments()
      switch peek() {
      case .comma?: advance()
      case .closeBracket?: break
      case nil: throw fail("a list not closed with ] (it opens here)", at: start)
      default: throw fail("\(describe()) after a list's item: expected \",\" or \"]\"")
      }
    }
    advance()
    return .array(items)
  }

  /// `{ name = "dark", colors.accent = "cyan" }`, on one line, no comma after the last key.
  private mutating func inlineTable(depth: Int) throws(TOMLError) -> TOMLValue {
    let start = offset
    try checkDepth(depth)
    advance()
    let node = TOMLTableNode(origin: .dotted, line: line, depth: depth)
    skipBlanks()
    if peek() == .closeBrace {
      advance()
      return .table(node.table())
    }
    while true {
      skipBlanks()
      if peek() == .closeBrace {
        throw fail("a comma before \"}\": an inline table takes none after its last key")
      }
      try keyValue(into: node)
      skipBlanks()
      switch peek() {
      case .comma?: advance()
      case .closeBrace?:
        advance()
        return .table(node.table())
      case nil: throw fail("an inline table not closed with } (it opens here)", at: start)
      case .lineFeed?, .carriageReturn?, .hash?:
        throw fail("an inline table must end on its line, with \"}\" (a [table] can take several lines)")
      default: throw fail("\(describe()) after an inline table's value: expected \",\" or \"}\"")
      }
    }
  }

  private func checkDepth(_ depth: Int) throws(TOMLError) {
    guard depth <= TOMLLimits.depth else {
      throw fail("lists and tables nested more than \(TOMLLimits.depth) deep")
    }
  }

  /// A value written without quotes: `true`, `false`, a number; a date is refused.
  private mutating func word() throws(TOMLError) -> TOMLValue {
    let start = offset
    while let byte = peek(), byte.isBareKeyCharacter || byte == 0x2B || byte == .dot || byte == 0x3A {
      guard offset - start < TOMLLimits.wordBytes else {
        throw fail(
          "a value longer than \(TOMLLimits.wordBytes) characters (a string goes in quotes)", at: start)
      }
      advance()
    }
    let word = Array(bytes[start..<offset])
    let text = String(decoding: word, as: UTF8.self)
    switch text {
    case "true": return .boolean(true)
    case "false": return .boolean(false)
    case "inf", "+inf": return .float(.infinity)
    case "-inf": return .float(-.infinity)
    case "nan", "+nan", "-nan": return .float(.nan)
    default: break
    }
    if word.contains(0x3A)
      || (word.count > 4 && word[4] == 0x2D && word[..<4].allSatisfy { ($0.hexDigit ?? 10) < 10 })
    {
      throw fail("dates and times are not used in this file: write it in quotes if you meant text", at: start)
    }
    if let number = TOMLNumber.read(word) {
      return number
    }
    let isNumeric = word.first.map { $0 == 0x2B || $0 == 0x2D || ($0.hexDigit ?? 10) < 10 } ?? false
    throw fail(
      isNumeric
        ? "\"\(text)\" is not a number TOML reads, or is too large for one"
        : "\(text) is not a value: a string goes in quotes (\"\(text)\")",
      at: start)
  }
}
