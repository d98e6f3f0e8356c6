import SwitchyardTesting
import Testing

@testable import Features

/// The configuration file, fuzzed: generated files (every setting the app knows, written in
/// TOML's many ways) read as the same settings however written; mutated ones (bytes deleted,
/// inserted, duplicated, flipped; cut short; bracket soup) never crash — in process, a crash
/// would end the test run — and a file that is not TOML gives exactly one problem, naming a
/// line of the file and a column. Seeded: the same inputs on every run.
@Suite("The configuration file, fuzzed: no crash, one placed error for a malformed file")
struct ConfigurationFuzzTests {
  @Test("1,000 generated files read as the same settings as their plainest writing")
  func generatedFilesReadTheSame() {
    var random = SeededRandomNumberGenerator(seed: 2026)
    var failures: [String] = []
    for _ in 0..<1_000 {
      let sketch = ConfigurationSketch.random(using: &random)
      let plain = sketch.plainlyWritten
      let drawn = sketch.written(using: &random)
      do {
        _ = try TOMLReader.read(drawn)
      } catch {
        failures.append("refused \(drawn.debugDescription): \(error)")
        continue
      }
      let expected = UserConfiguration.parse(plain, file: "c.toml", keymaps: AppKeymaps.all)
      let got = UserConfiguration.parse(drawn, file: "c.toml", keymaps: AppKeymaps.all)
      if got.0 != expected.0 || Self.meaning(got.1) != Self.meaning(expected.1) {
        failures.append(
          "\(drawn.debugDescription) reads unlike \(plain.debugDescription): \(got.1) \(expected.1)")
      }
    }
    #expect(failures.isEmpty, "\(failures.count): \(failures.first ?? "")")
  }

  /// What `problems` say, without where: the same for every way of writing one file. A theme
  /// that does not exist is worded after the form that names it (`theme = "neon"` or
  /// `[theme] name = "neon"`), so both wordings count as one.
  static func meaning(_ problems: [ConfigurationProblem]) -> [String] {
    problems.map { problem in
      problem.key.hasPrefix("theme") && problem.message.contains("default, light, dark")
        ? "theme: not a theme" : "\(problem.key): \(problem.message)"
    }.sorted()
  }

  @Test("20,000 mutated files: none crashes; each malformed one gives one problem on a line of the file")
  func mutatedFiles() {
    var random = SeededRandomNumberGenerator(seed: 7)
    var failures: [String] = []
    var malformed = 0
    let count = 20_000
    var base = ""
    for index in 0..<count {
      if index % 10 == 0 { base = ConfigurationSketch.random(using: &random).written(using: &random) }
      var bytes = Array(base.utf8)
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        ConfigurationMutation.apply(to: &bytes, using: &random)
      }
      let text = String(decoding: bytes, as: UTF8.self)
      let isMalformed: Bool
      do {
        _ = try TOMLReader.read(text)
        isMalformed = false
      } catch {
        isMalformed = true
      }
      if isMalformed { malformed += 1 }
      if let failure = Self.check(text, malformed: isMalformed) { failures.append(failure) }
    }
    #expect(failures.isEmpty, "\(failures.count): \(failures.first ?? "")")
    #expect(
      malformed > count / 4 && count - malformed > count / 10, "a mix: \(malformed) of \(count) malformed")
  }

  @Test("the inputs that aborted the process before, and bracket soup around them")
  func knownCrashers() {
    for text in [
      "[[[x]]]", "a={b=[1,}", "[[[x]]]\n", "a={b=[1,}\n", "[[x]]]", "a={b=[1,}}", "a={b=[", "a=[{", "[a]]",
      "a={=}", "[.]", "a.=1", "a=[,]", "a={b=1,,c=2}", "\"\"\"", "a=\"\"\"\\", "a='''", "a=1\n[[a]]", "{",
      "]",
    ] {
      #expect(Self.check(text, malformed: true) == nil, "\(text.debugDescription)")
    }
  }

  /// What is wrong with how `text` was read, nil when nothing: every problem is one line with
  /// no control character, on a line of the file if on one; a malformed file gives exactly
  /// one, on a line of the file, with a column, and the configuration is every default.
  static func check(_ text: String, malformed: Bool) -> String? {
    let lines = text.utf8.count(where: { $0 == 0x0A }) + 1
    let (configuration, problems) = UserConfiguration.parse(text, file: "fuzz.toml", keymaps: AppKeymaps.all)
    for problem in problems {
      let description = problem.description
      if description.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
        return "\(text.debugDescription): a control character in \(description.debugDescription)"
      }
      if let line = problem.line, !(1...lines).contains(line) {
        return "\(text.debugDescription): line \(line) of \(lines) in \(description)"
      }
    }
    guard malformed else { return nil }
    guard problems.count == 1, problems[0].line != nil, (problems[0].column ?? 0) >= 1 else {
      return "\(text.debugDescription): \(problems.count) problems for a malformed file: \(problems)"
    }
    return configuration == UserConfiguration() ? nil : "\(text.debugDescription): half applied"
  }
}

/// One random change to a file's bytes.
enum ConfigurationMutation: CaseIterable {
  case delete, insert, duplicate, flip, truncate, bracketSoup, crasher, swapLines, replace

  static let significant = Array("[]{}=\"'.,#\\\n\r\t u0x_-+:e".utf8) + [0, 0x7F, 0xC2, 0x85, 0xFF]

  static func apply(to bytes: inout [UInt8], using random: inout SeededRandomNumberGenerator) {
    let at = Int.random(in: 0...bytes.count, using: &random)
    let length = Int.random(in: 1...8, using: &random)
    switch allCases.randomElement(using: &random)! {
    case .delete: bytes.removeSubrange(at..<min(at + length, bytes.count))
    case .insert:
      bytes.insert(
        contentsOf: (0..<length).map { _ in significant.randomElement(using: &random)! }, at: at)
    case .duplicate:
      let from = Int.random(in: 0...bytes.count, using: &random)
      bytes.insert(contentsOf: bytes[from..<min(from + length * 4, bytes.count)], at: at)
    case .flip:
      guard at < bytes.count else { return }
      bytes[at] ^= 1 << UInt8.random(in: 0...7, using: &random)
    case .truncate: bytes.removeSubrange(at...)
    case .bracketSoup:
      bytes.insert(
        contentsOf: (0..<length).map { _ in Array("[]{}".utf8).randomElement(using: &random)! }, at: at)
    case .crasher:
      let start = bytes[..<at].lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
      bytes.insert(
        contentsOf: Array((Bool.random(using: &random) ? "[[[x]]]\n" : "a={b=[1,}\n").utf8), at: start)
    case .swapLines:
      var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
      guard lines.count > 1 else { return }
      lines.swapAt(
        Int.random(in: 0..<lines.count, using: &random), Int.random(in: 0..<lines.count, using: &random))
      bytes = Array(lines.joined(separator: [0x0A]))
    case .replace:
      guard at < bytes.count else { return }
      bytes[at] = significant.randomElement(using: &random)!
    }
  }
}
