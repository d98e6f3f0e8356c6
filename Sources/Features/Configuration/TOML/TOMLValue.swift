/// A value of a TOML document as ``TOMLReader`` reads it: what a configuration file's
/// settings are checked against. Dates are not among them: no setting takes one, and the
/// reader refuses them.
enum TOMLValue: Equatable, Sendable {
  case string(String)
  case integer(Int64)
  case float(Double)
  case boolean(Bool)
  case array([TOMLValue])
  case table(TOMLTable)

  /// The text, when this is a string.
  var string: String? {
    if case .string(let text) = self { text } else { nil }
  }

  /// The items, when this is an array.
  var array: [TOMLValue]? {
    if case .array(let items) = self { items } else { nil }
  }

  /// The table, when this is one (a `[header]`, dotted keys or `{ inline }`).
  var table: TOMLTable? {
    if case .table(let table) = self { table } else { nil }
  }
}

/// A TOML table: its keys in the order the file first wrote them, each with the line it is
/// set on, looked up by key in constant time.
struct TOMLTable: Equatable, Sendable, Sequence {
  /// One key of a table, its value and the line (from 1) that sets it: for a table, the line
  /// of its `[header]`, or of the first key that made it.
  struct Entry: Equatable, Sendable {
    let key: String
    let value: TOMLValue
    let line: Int
  }

  /// The entries, in the order the file wrote them.
  private(set) var entries: [Entry] = []
  private var positions: [String: Int] = [:]

  /// The entry for `key`, if the table has one.
  subscript(key: String) -> Entry? {
    positions[key].map { entries[$0] }
  }

  /// Adds `value` under `key` (the reader has checked that the key is new).
  mutating func append(_ key: String, _ value: TOMLValue, line: Int) {
    positions[key] = entries.count
    entries.append(Entry(key: key, value: value, line: line))
  }

  /// The line `path` (keys from this table down) is set on; nil when it is not written.
  func line(of path: some Collection<String>) -> Int? {
    guard let first = path.first, let entry = self[first] else { return nil }
    let rest = path.dropFirst()
    if rest.isEmpty { return entry.line }
    return entry.value.table?.line(of: rest)
  }

  func makeIterator() -> Iterator {
    Iterator(entries: entries.makeIterator())
  }

  /// The keys and values, in the order the file wrote them.
  struct Iterator: IteratorProtocol {
    var entries: IndexingIterator<[Entry]>

    mutating func next() -> (key: String, value: TOMLValue)? {
      entries.next().map { ($0.key, $0.value) }
    }
  }
}
