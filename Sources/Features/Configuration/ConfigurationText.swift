/// The text of a string setting: what it may not hold, and how a message shows it.
enum ConfigurationText {
  /// What is wrong with `text` as a setting: a control character other than tab (a NUL would
  /// cut a file path short, an ESC reach the terminal) or more than `limit` characters; nil
  /// when nothing is.
  static func problem(in text: String, limit: Int) -> String? {
    let control = text.unicodeScalars.first { $0.properties.generalCategory == .control && $0 != "\t" }
    if let control {
      return "holds a control character (\(TOMLReader.codePoint(control.value))), which no setting takes"
    }
    guard text.count <= limit else { return "is longer than \(limit) characters" }
    return nil
  }

  /// `text` in quotes for a message, escaped as TOML writes it (no control character gets
  /// through) and cut after `limit` characters.
  static func shown(_ text: String, limit: Int = 40) -> String {
    let cut = text.count > limit ? String(text.prefix(limit)) + "…" : text
    return ConfigurationLines.quoted(cut)
  }
}
