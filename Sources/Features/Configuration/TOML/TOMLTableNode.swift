/// A table while ``TOMLReader`` builds it: a reference, so that keys reach a table deep in the
/// document without copying those above it, and with how it was made, which decides what may
/// still add to it (TOML 1.0): a table is defined once, by its `[header]` or by dotted keys.
final class TOMLTableNode {
  /// How a table came to be.
  enum Origin {
    /// Named on the way to another's header (`a` of `[a.b]`): a header of its own may follow.
    case implicit
    /// Its own `[header]`, or the document itself.
    case header
    /// A dotted key's (`a` of `a.b = 1`), or an inline table's: only dotted keys add to it.
    case dotted
  }

  /// What a key holds.
  enum Slot {
    case table(TOMLTableNode)
    /// A value, whole: an inline table is one, so nothing adds to it later.
    case value(TOMLValue, line: Int)
  }

  var origin: Origin
  /// The line of its header, else of the key that made it.
  var line: Int
  /// Tables above it (the document is at 0).
  let depth: Int
  private(set) var keys: [String] = []
  private(set) var slots: [String: Slot] = [:]

  init(origin: Origin, line: Int, depth: Int) {
    self.origin = origin
    self.line = line
    self.depth = depth
  }

  /// Sets `key` (new to this table) to `slot`.
  func add(_ key: String, _ slot: Slot) {
    keys.append(key)
    slots[key] = slot
  }

  /// The table as a value, its keys in the order they were first written.
  func table() -> TOMLTable {
    var table = TOMLTable()
    for key in keys {
      switch slots[key] {
      case .table(let node): table.append(key, .table(node.table()), line: node.line)
      case .value(let value, let line): table.append(key, value, line: line)
      case nil: continue
      }
    }
    return table
  }
}
