import Testing

@testable import Features

/// What a configuration file may hold (``TOMLLimits``), each at its limit and just past it,
/// and the reader's work, counted: at most a constant per byte, however large the input.
@Suite("The configuration file's limits: at each, just past each, and work that grows linearly")
struct ConfigurationLimitsTests {
  /// The reader's error for `text`, nil when it reads.
  private func error(_ text: String) -> TOMLError? {
    do {
      _ = try TOMLReader.read(text)
      return nil
    } catch {
      return error
    }
  }

  @Test("the file: 1 MiB is read, a byte more is refused (before reading)")
  func fileSize() {
    let limit = TOMLLimits.fileBytes
    let atLimit = "#" + String(repeating: "x", count: limit - 2) + "\n"
    #expect(atLimit.utf8.count == limit)
    let (_, sound) = UserConfiguration.parse(atLimit, file: "c.toml", keymaps: AppKeymaps.all)
    #expect(sound.isEmpty, "\(sound.prefix(1))")
    let (_, over) = UserConfiguration.parse(atLimit + " ", file: "c.toml", keymaps: AppKeymaps.all)
    #expect(over.map(\.description) == ["c.toml: is larger than 1 MiB (1,048,576 bytes)"])
    #expect(error(atLimit + " ")?.message == "the file is larger than 1 MiB")
  }

  @Test("a key: 128 bytes is read, bare or quoted; 129 is refused where it passes the limit")
  func keyLength() {
    let limit = TOMLLimits.keyBytes
    for (open, close) in [("", ""), ("\"", "\""), ("'", "'")] {
      let atLimit = open + String(repeating: "k", count: limit) + close + " = 1\n"
      #expect(error(atLimit) == nil, "\(open)")
      let over = error(open + String(repeating: "k", count: limit + 1) + close + " = 1\n")
      #expect(over?.message == "a key longer than 128 bytes", "\(open)")
      #expect(
        over?.line == 1 && over?.column == limit + 1 + open.count, "\(open): \(String(describing: over))")
    }
    #expect(
      error("[" + String(repeating: "k", count: limit + 1) + "]")?.message == "a key longer than 128 bytes")
  }

  @Test("a string: 4,096 bytes is read, in each of the four kinds; 4,097 is refused")
  func stringLength() {
    let limit = TOMLLimits.stringBytes
    for (open, close) in [("\"", "\""), ("'", "'"), ("\"\"\"", "\"\"\""), ("'''", "'''")] {
      let text = String(repeating: "s", count: limit)
      #expect(error("a = \(open)\(text)\(close)\n") == nil, "\(open)")
      #expect(error("a = \(open)\(text)s\(close)\n")?.message == "a string longer than 4096 bytes", "\(open)")
    }
    let escapes = String(repeating: "\\u00e9", count: limit / 2)
    #expect(error("a = \"\(escapes)\"") == nil, "2,048 é are 4,096 bytes")
    #expect(error("a = \"\(escapes)x\"")?.message == "a string longer than 4096 bytes")
  }

  @Test("date-format: 256 characters is read, 257 refused naming its line")
  func dateFormatLength() {
    let atLimit = "yyyy" + String(repeating: "-", count: 252)
    let (configuration, sound) = UserConfiguration.parse(
      "\ndate-format = \"\(atLimit)\"\n", file: "c.toml", keymaps: AppKeymaps.all)
    #expect(sound.isEmpty && configuration.dateFormat.pattern == atLimit, "\(sound)")
    let (_, over) = UserConfiguration.parse(
      "\ndate-format = \"\(atLimit)-\"\n", file: "c.toml", keymaps: AppKeymaps.all)
    #expect(over.map(\.description) == ["c.toml:2: date-format: is longer than 256 characters"])
  }

  @Test("nesting: 16 arrays or tables inside one another are read, 17 refused")
  func depth() {
    let limit = TOMLLimits.depth
    func arrays(_ count: Int) -> String {
      "a = " + String(repeating: "[", count: count) + String(repeating: "]", count: count)
    }
    func header(_ count: Int) -> String { "[" + (1...count).map { "t\($0)" }.joined(separator: ".") + "]\n" }
    #expect(error(arrays(limit)) == nil)
    #expect(error(arrays(limit + 1))?.message == "lists and tables nested more than 16 deep")
    #expect(error(arrays(limit + 1))?.column == 5 + limit)
    func tables(_ count: Int) -> String {
      "a = " + String(repeating: "{b = ", count: count - 1) + "{}" + String(repeating: "}", count: count - 1)
    }
    #expect(error(tables(limit)) == nil)
    #expect(error(tables(limit + 1))?.message == "lists and tables nested more than 16 deep")
    #expect(error(header(limit)) == nil)
    #expect(error(header(limit + 1))?.message == "a key of more than 16 parts")
    #expect(error(header(limit - 1) + "x.y = 1\n") == nil)
    #expect(error(header(limit) + "x.y = 1\n")?.message == "tables nested more than 16 deep")
    #expect(error(header(limit - 1) + "x = []\n") == nil)
    #expect(error(header(limit) + "x = []\n")?.message == "lists and tables nested more than 16 deep")
  }

  @Test("an array: 256 items are read, 257 refused")
  func arrayItems() {
    let limit = TOMLLimits.arrayItems
    func array(_ count: Int) -> String {
      "a = [" + Array(repeating: "1", count: count).joined(separator: ",") + "]"
    }
    #expect(error(array(limit)) == nil)
    #expect(error(array(limit + 1))?.message == "a list of more than 256 items")
  }

  @Test("a bare word where a value goes: 64 characters is looked at, 65 refused")
  func wordLength() {
    #expect(
      error("a = " + String(repeating: "t", count: 64))?.message.hasSuffix(
        "a string goes in quotes (\"" + String(repeating: "t", count: 64) + "\")") == true)
    #expect(
      error("a = " + String(repeating: "t", count: 65))?.message.hasPrefix("a value longer than 64") == true)
  }

  /// The reader's work on `text`: how many times it looked at a byte.
  private func work(_ text: String) -> Int {
    var reader = TOMLReader(text)
    _ = try? reader.document()
    return reader.work
  }

  @Test("a 100 KB key or value is refused after reading past its limit only")
  func largeInputsStopEarly() {
    let huge = String(repeating: "k", count: 100_000)
    for text in [
      "\(huge) = 1", "\"\(huge)\" = 1", "'\(huge)' = 1", "[\(huge)]", "a = \"\(huge)\"", "a = '\(huge)'",
      "a = \"\"\"\(huge)\"\"\"", "a = '''\(huge)'''", "a = \(huge)",
      "a." + Array(repeating: "b", count: 50_000).joined(separator: "."),
      "a = " + String(repeating: "[", count: 100_000),
    ] {
      #expect(error(text) != nil)
      #expect(work(text) < 20_000, "\(text.prefix(12))…: \(work(text)) looks")
    }
    let (_, problems) = UserConfiguration.parse("\(huge) = 1\n", file: "c.toml", keymaps: AppKeymaps.all)
    #expect(problems.map(\.description) == ["c.toml:1: column 129: a key longer than 128 bytes"])
  }

  @Test("the work of reading a sound file grows linearly: at most 4 looks a byte, at 100 KB as at 1 MB")
  func linearWork() throws {
    let section = """
      [keys."screen NUMBER"] # a comment
      'long command name' = ["ctrl-r", "a", 'b', \"\"\"c\"\"\", '''d''']
      other = { x = 1, y.z = [1.5, -2e3, 0x1F, true] }
      text = \"\"\"
      several \\
        lines\"\"\"

      """
    for count in [200, 2_000] {
      let text = (0..<count).map { section.replacingOccurrences(of: "NUMBER", with: "\($0)") }.joined()
      let table = try TOMLReader.read(text)
      #expect(table["keys"]?.value.table?.entries.count == count)
      let looks = work(text)
      #expect(looks <= 4 * text.utf8.count, "\(looks) looks for \(text.utf8.count) bytes")
    }
    let comment = "#" + String(repeating: "x", count: 1_000_000)
    #expect(work(comment) <= 4 * comment.utf8.count)
    let backslashes = "a = \"\"\"" + String(repeating: "\\   \n", count: 100_000) + "\"\"\""
    #expect(error(backslashes) == nil && work(backslashes) <= 4 * backslashes.utf8.count)
    let quotes = "a = '''" + String(repeating: "''x", count: 1_000) + "'''"
    #expect(error(quotes) == nil && work(quotes) <= 4 * quotes.utf8.count)
  }
}
