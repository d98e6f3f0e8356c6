import Testing

@testable import Features

/// The configuration file's TOML reader: the TOML 1.0 the settings are written in, read as
/// the language says; everything else refused with one line naming a line and a column.
@Suite("TOMLReader: TOML 1.0 for the configuration file, every refusal placed")
struct TOMLReaderTests {
  @Test("the doc comment's sample")
  func docSample() throws {
    let table = try TOMLReader.read("theme = \"dark\"\n")
    #expect(table["theme"]?.value == .string("dark"))
  }

  @Test("tables, dotted and quoted keys, and the line each key is set on")
  func tables() throws {
    let text = """
      # a comment
      top = 1 # after a value
      site."google.com" = true
      [keys.list]
      down = "j"
      [ keys . 'task list' ]\r
      "new task" = 'a'
      [theme]
      colors = { accent = "cyan", "danger" = "red" }
      """
    let table = try TOMLReader.read(text)
    #expect(table.map(\.key) == ["top", "site", "keys", "theme"], "in the order written")
    #expect(table["top"]?.value == .integer(1) && table["top"]?.line == 2)
    #expect(table["site"]?.value.table?["google.com"]?.value == .boolean(true))
    let keys = try #require(table["keys"]?.value.table)
    #expect(keys["list"]?.value.table?["down"]?.value == .string("j"))
    #expect(keys["task list"]?.value.table?["new task"]?.value == .string("a"))
    #expect(table.line(of: ["keys", "task list", "new task"]) == 7)
    #expect(table.line(of: ["keys", "task list"]) == 6 && table.line(of: ["keys", "list"]) == 4)
    #expect(table.line(of: ["keys", "none"]) == nil)
    let colors = try #require(table["theme"]?.value.table?["colors"]?.value.table)
    #expect(colors.map(\.key) == ["accent", "danger"] && colors["danger"]?.value == .string("red"))
  }

  @Test("the four kinds of strings, and every escape")
  func strings() throws {
    let text = #"""
      basic = "tab\t quote\" backslash\\ \b\f\n\r é\u00e9\U0001F600"
      literal = 'C:\path\'
      multi = """
      one
        two "" three \
          four"""
      multiLiteral = '''
      a\n ''b'''''
      quotes = """""x"""""
      empty = ""
      """#
    let table = try TOMLReader.read(text)
    #expect(table["basic"]?.value == .string("tab\t quote\" backslash\\ \u{8}\u{C}\n\r éé\u{1F600}"))
    #expect(table["literal"]?.value == .string(#"C:\path\"#))
    #expect(table["multi"]?.value == .string("one\n  two \"\" three four"))
    #expect(table["multiLiteral"]?.value == .string("a\\n ''b''"))
    #expect(table["quotes"]?.value == .string("\"\"x\"\""))
    #expect(table["empty"]?.value == .string(""))
  }

  @Test("integers, floats, booleans, arrays over lines, nested inline tables")
  func values() throws {
    let text = """
      ints = [42, +17, -5, 0, 1_000, 0xDEAD_beef, 0o755, 0b1101, -9223372036854775808]
      floats = [3.14, -0.5, 5e+22, 1E6, -2e-2, 6.626e-34, 1_000.5, inf, -inf]
      bools = [true, false,]
      nested = [
        [1, 2], # a comment in a list
        ["a", { b = [] }],
      ]
      inline = { a.b = 1, a.c = { d = "e" } }
      """
    let table = try TOMLReader.read(text)
    #expect(
      table["ints"]?.value
        == .array(
          [42, 17, -5, 0, 1000, 0xDEAD_BEEF, 0o755, 0b1101, Int64.min].map(TOMLValue.integer)))
    #expect(
      table["floats"]?.value
        == .array(
          [3.14, -0.5, 5e22, 1e6, -0.02, 6.626e-34, 1000.5, .infinity, -.infinity].map(TOMLValue.float)))
    #expect(table["bools"]?.value == .array([.boolean(true), .boolean(false)]))
    let nested = try #require(table["nested"]?.value.array)
    #expect(nested.count == 2 && nested[0] == .array([.integer(1), .integer(2)]))
    #expect(nested[1].array?.first == .string("a") && nested[1].array?.last?.table?["b"]?.value == .array([]))
    let inline = try #require(table["inline"]?.value.table)
    #expect(inline["a"]?.value.table?["b"]?.value == .integer(1))
    #expect(inline["a"]?.value.table?["c"]?.value.table?["d"]?.value == .string("e"))
    if case .float(let nan)? = try TOMLReader.read("x = nan")["x"]?.value { #expect(nan.isNaN) }
  }

  @Test("a byte order mark before the text is skipped, and columns count from after it")
  func byteOrderMark() throws {
    #expect(try TOMLReader.read("\u{FEFF}theme = \"dark\"")["theme"]?.value == .string("dark"))
    #expect(
      throws: TOMLError(
        line: 1, column: 7,
        message:
          "a line break where a value goes (a string in quotes, a number, true, false, [list] or {table})")
    ) {
      try TOMLReader.read("\u{FEFF}theme=\n")
    }
  }

  @Test("a table header may follow the tables it implies; dotted keys may get sub-tables by header")
  func tableOrder() throws {
    let table = try TOMLReader.read("[a.b]\nx = 1\n[a]\ny = 2\n[c]\nd.e = 1\n[c.d.f]\ng = 3\n")
    #expect(table.line(of: ["a"]) == 3 && table.line(of: ["a", "b", "x"]) == 2)
    #expect(table.line(of: ["c", "d", "f", "g"]) == 8)
  }

  /// Each malformed document, the line and column it is refused at, and words its message has.
  static let refusals: [(text: String, line: Int, column: Int, words: String)] = [
    ("[[[x]]]\n", 1, 1, "arrays of tables"),
    ("a={b=[1,}\n", 1, 9, "where a value goes"),
    ("[[fruit]]\nname = 'apple'\n", 1, 1, "arrays of tables"),
    ("theme = \"dark\"\nbroken = \n", 2, 10, "where a value goes"),
    ("theme = dark\n", 1, 9, "a string goes in quotes"),
    ("a = 1\na = 2\n", 2, 1, "set twice (first on line 1)"),
    ("[a]\n[a]\n", 2, 1, "defined twice"),
    ("a.b = 1\n[a]\n", 2, 1, "already defined by dotted keys"),
    ("a = 1\n[a.b]\n", 2, 2, "set to a value on line 1"),
    ("a = {}\na.b = 1\n", 2, 1, "set to a value"),
    ("[a.b]\n[a]\nb.c = 1\n", 3, 1, "its own header"),
    ("a = \"x\n", 1, 7, "must end on its line"),
    ("a = \"\\q\"\n", 1, 6, "\\q is not an escape"),
    ("a = \"\\uD800\"\n", 1, 6, "U+D800 is not a Unicode character"),
    ("a = \"\\u12\"\n", 1, 6, "takes 4 hexadecimal digits"),
    ("a = \"\u{0}\"\n", 1, 6, "control character (U+0000)"),
    ("# \u{7}\n", 1, 3, "control character (U+0007) in a comment"),
    ("a = 1 b = 2\n", 1, 7, "one setting per line"),
    ("a = [1 2]\n", 1, 8, "expected \",\" or \"]\""),
    ("a = [1,\n", 1, 5, "not closed with ]"),
    ("a = { b = 1,}\n", 1, 13, "takes none after its last key"),
    ("a = { b = 1\n}\n", 1, 12, "must end on its line"),
    ("a = 1979-05-27\n", 1, 5, "dates and times"),
    ("a = 07:32:00\n", 1, 5, "dates and times"),
    ("a = 012\n", 1, 5, "is not a number"),
    ("a = 9223372036854775808\n", 1, 5, "is not a number"),
    ("a = 1__0\n", 1, 5, "is not a number"),
    ("a = 1e999\n", 1, 5, "is not a number"),
    ("a = '''x\n", 1, 5, "not closed with '''"),
    ("a = \"\"\"x\"\"\"\"\"\"\n", 1, 14, "too many quotes"),
    ("é = 1\n", 1, 1, "\"é\" where a key goes"),
    ("a\r\n= 1\n", 1, 2, "expected \"=\""),
    ("a = 1\rb = 2\n", 1, 6, "carriage return"),
    ("= 1\n", 1, 1, "where a key goes"),
    ("[]\n", 1, 2, "where a key goes"),
    ("[a\n", 1, 3, "expected \"]\""),
    ("[a] b = 1\n", 1, 5, "\"b\" after a table's [name]: it ends its line"),
    ("x = \"é\" é\n", 1, 9, "\"é\" after a value"),
  ]

  @Test("a malformed document is refused at its line and column, in one line", arguments: refusals.indices)
  func refusal(_ index: Int) {
    let (text, line, column, words) = Self.refusals[index]
    do {
      let table = try TOMLReader.read(text)
      Issue.record("read \(text.debugDescription) as \(table)")
    } catch {
      #expect(error.line == line && error.column == column, "\(text.debugDescription): \(error)")
      #expect(error.message.contains(words), "\(text.debugDescription): \(error)")
      #expect(!error.message.unicodeScalars.contains { $0.properties.generalCategory == .control })
    }
  }
}
