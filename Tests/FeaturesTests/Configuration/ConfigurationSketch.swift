import Features
import SwitchyardTesting
import TerminalUI

/// A configuration as a list of settings, drawn at random from what the app knows (every
/// screen and command, keys, themes, roles, colours, date formats; a few that do not exist),
/// and written out in one of TOML's many ways: headers, dotted keys or inline tables; four
/// kinds of strings; bare or quoted keys; spaces, tabs, comments, CR LF. Every way reads as
/// the same settings — the fuzz test's oracle — and mutated, the text is the fuzz's input.
struct ConfigurationSketch {
  var database: String?
  var dateFormat: String?
  var themeName: String?
  var colors: [(role: String, color: String)] = []
  var keys: [(keymap: String, bindings: [(command: String, keys: [String])])] = []

  static let databases = [
    "/tmp/switchyard-fuzz-none/tasks.sqlite", "~/tasks.sqlite",
    "/tmp/switchyard-fuzz-none/a \"b\" \\ c.sqlite",
    "/tmp/switchyard-fuzz-none/é/тест.sqlite", "/tmp/switchyard-fuzz-none/tab\there.sqlite",
    "/tmp/x'''y.sqlite",
  ]
  static let dateFormats = ["yyyy-MM-dd", "dd.MM.yyyy", "EEE d MMM", "d/M/yyyy '", "yyyy年M月d日", "QQ yyyy"]
  static let themes = ["default", "light", "dark", "neon"]
  static let roles = ThemeRole.allCases.map(\.rawValue) + ["sparkle"]
  static let colorNames = ["cyan", "bright-blue", "#3366ff", "25", "chartreuse", "magenta"]
  static let keyNames = [
    "n", "j", "k", "t", "space", "enter", "esc", "tab", "up", "↑", "pgdn", "home", "F5", "ctrl-r",
    "alt-enter",
    "shift-↑", "x", "\"", "\\", "'", "é", "not-a-key",
  ]

  /// A sketch drawn with `random`: each setting present or not, a few screens rebound.
  static func random(using random: inout SeededRandomNumberGenerator) -> Self {
    var sketch = ConfigurationSketch()
    func maybe<T>(_ values: [T]) -> T? {
      Bool.random(using: &random) ? values.randomElement(using: &random) : nil
    }
    sketch.database = maybe(databases)
    sketch.dateFormat = maybe(dateFormats)
    sketch.themeName = maybe(themes)
    if Int.random(in: 0..<3, using: &random) == 0 {
      for role in roles.shuffled(using: &random).prefix(Int.random(in: 1...3, using: &random)) {
        sketch.colors.append((role, colorNames.randomElement(using: &random)!))
      }
    }
    let keymaps = AppKeymaps.all.map { ($0.name, $0.commands.map(\.name)) } + [("nowhere", ["anything"])]
    for (keymap, commands) in keymaps.shuffled(using: &random).prefix(Int.random(in: 0...4, using: &random)) {
      let chosen = (commands + ["sideways"]).shuffled(using: &random).prefix(
        Int.random(in: 1...3, using: &random))
      sketch.keys.append(
        (
          keymap,
          chosen.map { command in
            (
              command,
              (0..<Int.random(in: 1...3, using: &random)).map { _ in keyNames.randomElement(using: &random)! }
            )
          }
        ))
    }
    return sketch
  }
}

extension ConfigurationSketch {
  /// The sketch as a file in the plainest way: `[headers]`, "basic" strings, LF.
  var plainlyWritten: String {
    var writer = SketchWriter(random: nil)
    return writer.write(self)
  }

  /// The sketch as a file, in a way drawn with `random`.
  func written(using random: inout SeededRandomNumberGenerator) -> String {
    var writer = SketchWriter(random: random)
    defer { random = writer.random ?? random }
    return writer.write(self)
  }
}

/// Writes a ``ConfigurationSketch``, each choice drawn (or the plainest one when not random).
private struct SketchWriter {
  var random: SeededRandomNumberGenerator?
  var newline = "\n"

  mutating func choose(_ count: Int) -> Int {
    guard var generator = random else { return 0 }
    defer { random = generator }
    return Int.random(in: 0..<count, using: &generator)
  }

  mutating func write(_ sketch: ConfigurationSketch) -> String {
    newline = choose(4) == 1 ? "\r\n" : "\n"
    var root: [String] = []
    var sections: [String] = []
    if let database = sketch.database { root.append(pair("database", string(database))) }
    if let format = sketch.dateFormat { root.append(pair("date-format", string(format))) }
    writeTheme(sketch, root: &root, sections: &sections)
    writeKeys(sketch, root: &root, sections: &sections)
    if var generator = random {
      root.shuffle(using: &generator)
      random = generator
    }
    let header = choose(2) == 1 ? "# switchyard\(newline)\(newline)" : ""
    return header + root.joined() + sections.joined()
  }

  mutating func writeTheme(_ sketch: ConfigurationSketch, root: inout [String], sections: inout [String]) {
    guard sketch.themeName != nil || !sketch.colors.isEmpty else { return }
    let name = sketch.themeName.map { string($0) }
    let colors = sketch.colors.map { (key($0.role), string($0.color)) }
    switch sketch.colors.isEmpty && name != nil ? choose(5) : 1 + choose(4) {
    case 0: root.append(pair("theme", name!))
    case 1:
      var text = "[theme]" + newline + (name.map { pair("name", $0) } ?? "")
      if !colors.isEmpty { text += "[theme.colors]" + newline + colors.map { pair($0.0, $0.1) }.joined() }
      sections.append(text)
    case 2:
      if let name { root.append(pair("theme.name", name)) }
      for (role, color) in colors { root.append(pair("theme.colors.\(role)", color)) }
    case 3:
      var parts = name.map { ["name = \($0)"] } ?? []
      if !colors.isEmpty {
        parts.append("colors = { " + colors.map { "\($0.0) = \($0.1)" }.joined(separator: ", ") + " }")
      }
      root.append(pair("theme", "{ " + parts.joined(separator: ", ") + " }"))
    default:
      sections.append(
        "[theme]" + newline + (name.map { pair("name", $0) } ?? "")
          + colors.map { pair("colors." + $0.0, $0.1) }.joined())
    }
  }

  mutating func writeKeys(_ sketch: ConfigurationSketch, root: inout [String], sections: inout [String]) {
    guard !sketch.keys.isEmpty else { return }
    let style = choose(4)
    var inline: [String] = []
    var underKeys = "[keys]" + newline
    for (keymap, bindings) in sketch.keys {
      let screen = key(keymap)
      let values = bindings.map { (key($0.command), keyList($0.keys)) }
      switch style {
      case 0: sections.append("[keys.\(screen)]" + newline + values.map { pair($0.0, $0.1) }.joined())
      case 1: root += values.map { pair("keys.\(screen).\($0.0)", $0.1) }
      case 2:
        inline.append("\(screen) = { " + values.map { "\($0.0) = \($0.1)" }.joined(separator: ", ") + " }")
      default: underKeys += values.map { pair("\(screen).\($0.0)", $0.1) }.joined()
      }
    }
    if style == 2 { root.append(pair("keys", "{ " + inline.joined(separator: ", ") + " }")) }
    if style == 3 { sections.append(underKeys) }
  }

  /// `key = value`, blanks and a comment drawn, and the line break.
  mutating func pair(_ key: String, _ value: String) -> String {
    let blanks = ["", " ", "  ", "\t"]
    let before = blanks[choose(4) == 1 ? choose(4) : 1]
    let after = blanks[choose(4) == 1 ? choose(4) : 1]
    let comment = choose(5) == 1 ? " # note \"x\" [y]" : ""
    return key + before + "=" + after + value + comment + newline
  }

  /// A key: bare when it may be (and drawn so), else quoted in one of two ways.
  mutating func key(_ name: String) -> String {
    let bare = !name.isEmpty && name.utf8.allSatisfy { $0.isBareKeyByte }
    switch choose(3) {
    case 0 where bare: return name
    case 1 where !name.contains("'"): return "'\(name)'"
    default: return bare && random == nil ? name : basic(name)
    }
  }

  /// A command's keys: one string, or a list over one line or several.
  mutating func keyList(_ keys: [String]) -> String {
    if keys.count == 1, choose(2) == 0 { return string(keys[0]) }
    var items: [String] = []
    for key in keys { items.append(string(key)) }
    switch choose(3) {
    case 0: return "[" + items.joined(separator: ", ") + "]"
    case 1: return "[" + newline + items.map { "  " + $0 + "," + newline }.joined() + "]"
    default: return "[ " + items.joined(separator: " ,\t") + ", # the keys" + newline + "]"
    }
  }

  /// A string value in one of the four kinds (those that can hold it).
  mutating func string(_ text: String) -> String {
    let literalFits = !text.contains("'") && !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\t" }
    switch choose(5) {
    case 1 where literalFits: return "'\(text)'"
    case 2: return "\"\"\"" + (choose(2) == 0 ? newline : "") + escaped(text) + "\"\"\""
    case 3 where literalFits: return "'''" + (choose(2) == 0 ? newline : "") + text + "'''"
    case 4:
      return "\"" + text.unicodeScalars.map { $0.isASCII ? "\\u\(hex4($0.value))" : String($0) }.joined()
        + "\""
    default: return basic(text)
    }
  }

  func basic(_ text: String) -> String { "\"" + escaped(text) + "\"" }

  func escaped(_ text: String) -> String {
    text.unicodeScalars.map { scalar in
      switch scalar {
      case "\"": "\\\""
      case "\\": "\\\\"
      case "\t": "\\t"
      default: String(scalar)
      }
    }.joined()
  }

  func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }
}

extension UInt8 {
  fileprivate var isBareKeyByte: Bool {
    (0x41...0x5A).contains(self) || (0x61...0x7A).contains(self) || (0x30...0x39).contains(self)
      || self == 0x2D
      || self == 0x5F
  }
}
