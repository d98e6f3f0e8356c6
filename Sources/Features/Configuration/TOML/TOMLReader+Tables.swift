extension TOMLReader {
  /// One part of a key, and where it starts (for messages).
  struct KeyPart {
    let name: String
    let offset: Int
  }

  /// `[a.b]`: the table it names, made if new. The reader is on the `[`.
  mutating func header(in root: TOMLTableNode) throws(TOMLError) -> TOMLTableNode {
    let start = offset
    advance()
    if peek() == .openBracket {
      throw fail("arrays of tables ([[name]]) are not used in this file: write [name]", at: start)
    }
    skipBlanks()
    let path = try key()
    guard peek() == .closeBracket else {
      throw fail("\(describe()) in a table's name: expected \"]\"")
    }
    advance()
    var node = root
    for (index, part) in path.enumerated() {
      let isLast = index == path.count - 1
      switch node.slots[part.name] {
      case nil:
        let child = TOMLTableNode(
          origin: isLast ? .header : .implicit, line: line, depth: try depth(below: node, at: part))
        node.add(part.name, .table(child))
        node = child
      case .table(let child):
        if isLast {
          switch child.origin {
          case .implicit:
            child.origin = .header
            child.line = line
          case .header:
            throw fail("the table [\(shown(path))] is defined twice (first on line \(child.line))", at: start)
          case .dotted:
            throw fail(
              "the table [\(shown(path))] is already defined by dotted keys on line \(child.line)", at: start)
          }
        }
        node = child
      case .value(_, let line):
        throw fail(
          "\(shown(path[...index])) is set to a value on line \(line), so it cannot be a table",
          at: part.offset)
      }
    }
    return node
  }

  /// `key = value` into `table`; the reader is on the key.
  mutating func keyValue(into table: TOMLTableNode) throws(TOMLError) {
    let path = try key()
    guard peek() == .equals else {
      throw fail("\(describe()) after the key \(shown(path)): expected \"=\"")
    }
    advance()
    skipBlanks()
    var node = table
    for (index, part) in path.dropLast().enumerated() {
      switch node.slots[part.name] {
      case nil:
        let child = TOMLTableNode(origin: .dotted, line: line, depth: try depth(below: node, at: part))
        node.add(part.name, .table(child))
        node = child
      case .table(let child) where child.origin == .dotted:
        node = child
      case .table(let child):
        throw fail(
          "\(shown(path[...index])) is a table with its own header (line \(child.line)): set its keys there",
          at: part.offset)
      case .value(_, let line):
        throw fail(
          "\(shown(path[...index])) is set to a value on line \(line), so it cannot be a table",
          at: part.offset)
      }
    }
    guard let last = path.last else { throw fail("expected a key") }
    switch node.slots[last.name] {
    case nil: break
    case .table(let child):
      throw fail("\(shown(path)) is already a table (line \(child.line))", at: last.offset)
    case .value(_, let line):
      throw fail("\(shown(path)) is set twice (first on line \(line))", at: last.offset)
    }
    let keyLine = line
    let value = try value(depth: node.depth + 1)
    node.add(last.name, .value(value, line: keyLine))
  }

  /// A key, dotted or not, and the blanks after it: `a`, `"task list"`, `keys.'list'`.
  mutating func key() throws(TOMLError) -> [KeyPart] {
    var parts: [KeyPart] = []
    while true {
      guard parts.count < TOMLLimits.depth else {
        throw fail("a key of more than \(TOMLLimits.depth) parts")
      }
      parts.append(try simpleKey())
      skipBlanks()
      guard peek() == .dot else { return parts }
      advance()
      skipBlanks()
    }
  }

  /// One part of a key: bare (`a-b_1`), "basic" or 'literal'.
  private mutating func simpleKey() throws(TOMLError) -> KeyPart {
    let start = offset
    switch peek() {
    case .quote?, .apostrophe?:
      let delimiter = bytes[offset]
      if peek(1) == delimiter, peek(2) == delimiter { throw fail("a key cannot be a multi-line string") }
      let name =
        delimiter == .quote
        ? try basicString(limit: TOMLLimits.keyBytes, of: "key")
        : try literalString(limit: TOMLLimits.keyBytes, of: "key")
      return KeyPart(name: name, offset: start)
    case let byte? where byte.isBareKeyCharacter:
      while let byte = peek(), byte.isBareKeyCharacter {
        guard offset - start < TOMLLimits.keyBytes else {
          throw fail("a key longer than \(TOMLLimits.keyBytes) bytes")
        }
        advance()
      }
      return KeyPart(name: String(decoding: bytes[start..<offset], as: UTF8.self), offset: start)
    default:
      throw fail("\(describe()) where a key goes (a key is a-z, A-Z, 0-9, - and _, or in quotes)")
    }
  }

  /// The depth of a new table inside `parent`, checked against the limit.
  private func depth(below parent: TOMLTableNode, at part: KeyPart) throws(TOMLError) -> Int {
    guard parent.depth < TOMLLimits.depth else {
      throw fail("tables nested more than \(TOMLLimits.depth) deep", at: part.offset)
    }
    return parent.depth + 1
  }

  /// A key for a message: `keys."task list"`, its control characters made visible.
  func shown(_ path: some Collection<KeyPart>) -> String {
    ConfigurationLines.dotted(path.map(\.name))
  }
}
