import Foundation

/// Finds the line a key of a TOML file is written on, for messages: it follows the table
/// headers (`[keys."task list"]`) and the keys written under them. TOMLKit parses the file;
/// this only points at a place in it, and says nothing when it cannot tell.
struct ConfigurationLines {
  /// Each line's table path and key (when the line sets one).
  private var entries: [(line: Int, table: [String], key: String?)] = []

  init(_ text: String) {
    var table: [String] = []
    for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let line = raw.drop { $0 == " " || $0 == "\t" }
      if line.hasPrefix("[") {
        let inner = line.drop { $0 == "[" }.prefix { $0 != "]" }
        table = Self.components(of: inner)
        entries.append((index + 1, table, nil))
      } else if let equals = line.firstIndex(of: "="), !line.hasPrefix("#") {
        let path = Self.components(of: line[..<equals])
        guard let key = path.last else { continue }
        entries.append((index + 1, table + path.dropLast(), key))
      }
    }
  }

  /// The line `path` is set on, or its table's header; nil when neither is written.
  func line(of path: [String]) -> Int? {
    if let key = path.last,
      let entry = entries.first(where: { $0.key == key && $0.table == Array(path.dropLast()) })
    {
      return entry.line
    }
    return entries.first { $0.key == nil && $0.table == path }?.line
  }

  /// `keys."task list".done` for `["keys", "task list", "done"]`.
  static func dotted(_ path: [String]) -> String {
    path.map { part in
      part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } && !part.isEmpty
        ? part : "\"\(part)\""
    }.joined(separator: ".")
  }

  /// The parts of a dotted key, quotes removed: `keys."task list"` → `keys`, `task list`.
  private static func components(of text: Substring) -> [String] {
    var parts: [String] = []
    var current = ""
    var quote: Character?
    for character in text {
      if let open = quote {
        if character == open { quote = nil } else { current.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
      } else if character == "." {
        parts.append(current.trimmingCharacters(in: .whitespaces))
        current = ""
      } else {
        current.append(character)
      }
    }
    parts.append(current.trimmingCharacters(in: .whitespaces))
    return parts
  }
}
