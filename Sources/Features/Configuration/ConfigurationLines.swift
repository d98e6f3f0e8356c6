/// Finds the line a setting of a configuration file is written on, for messages: its key's
/// line, or its table's header (or the first key that made the table). The reader keeps
/// each key's line; this only looks a path up, and says nothing when the path is not written.
struct ConfigurationLines {
  /// The file as read.
  let document: TOMLTable

  /// The line `path` is set on, or its table's header; nil when neither is written.
  func line(of path: [String]) -> Int? {
    document.line(of: path)
  }

  /// `keys."task list".done` for `["keys", "task list", "done"]`: a part that is not a bare
  /// key is quoted, its quotes, backslashes and control characters escaped, so the text is
  /// one line of TOML that reads back as the same path.
  static func dotted(_ path: [String]) -> String {
    path.map { part in
      let bare =
        !part.isEmpty
        && part.unicodeScalars.allSatisfy {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_")
        }
      return bare ? part : quoted(part)
    }.joined(separator: ".")
  }

  /// `text` as a TOML basic string.
  static func quoted(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case _ where scalar.properties.generalCategory == .control:
        let digits = String(scalar.value, radix: 16, uppercase: true)
        result += "\\u" + String(repeating: "0", count: max(0, 4 - digits.count)) + digits
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
