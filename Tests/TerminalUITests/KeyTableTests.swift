import Testing

@testable import TerminalUI

/// Every key sequence of six terminfo entries (`infocmp` output kept in Data/Terminfo) and of
/// each protocol's documented forms: read at once, split at every byte
/// boundary, with Alt as an Esc prefix, and always followed by a typed key that must survive.
@Suite("Key tables from terminfo and the protocols")
struct KeyTableTests {
  static let terminals = [
    "xterm-256color", "screen-256color", "tmux-256color", "rxvt-unicode", "linux", "vt220",
  ]
  let start = ContinuousClock.now

  /// Failures for `bytes` expected to give `expected` (nil: nothing): at once and split at
  /// every byte boundary, each time followed by `x`, which must come out as typed.
  func check(_ bytes: [UInt8], gives expected: Key?, _ label: String) -> [String] {
    var failures: [String] = []
    let want = (expected.map { [$0] } ?? []) + [Key.character("x")]
    for split in 0..<bytes.count {
      var decoder = InputDecoder()
      var keys = decoder.feed(Array(bytes[..<split]), now: start)
      keys += decoder.feed(Array(bytes[split...]) + [UInt8(ascii: "x")], now: start)
      if keys != want { failures.append("\(label) split at \(split): \(keys) instead of \(want)") }
    }
    return failures
  }

  @Test("terminfo key capabilities", arguments: terminals)
  func terminfo(terminal: String) throws {
    let keys = try TerminfoKeys(terminal)
    var failures: [String] = []
    var checked = 0
    for (name, bytes) in keys.sequences.sorted(by: { $0.key < $1.key }) where name != "kmous" {
      guard let expected = keys.expectedKey(name) else {
        failures.append("\(terminal) \(name): no expectation for this capability")
        continue
      }
      checked += 1
      failures += check(bytes, gives: expected, "\(terminal) \(name)")
      // Alt as an Esc prefix: to a sequence or a single byte.
      if bytes.first != 0x1B || [UInt8(ascii: "["), UInt8(ascii: "O")].contains(bytes.dropFirst().first) {
        failures += check([0x1B] + bytes, gives: expected?.adding(.alt), "\(terminal) alt-\(name)")
      }
    }
    #expect(checked >= 20)
    #expect(failures.isEmpty, "\(failures.count) failures:\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  /// xterm's modifier parameter 2…16: Shift 1, Alt 2, Ctrl 4, Super 8, plus one.
  static let modifierParameters = Array(2...16)

  @Test("CSI and SS3 with modifier parameters, for every key and every modifier")
  func modifierParameters() {
    var failures: [String] = []
    for parameter in Self.modifierParameters {
      let modifiers = Key.Modifiers(parameter: parameter)
      for (final, key) in [
        ("A", Key.up), ("B", .down), ("C", .right), ("D", .left), ("E", .begin), ("H", .home),
        ("F", .end), ("P", .function(1)), ("Q", .function(2)), ("R", .function(3)), ("S", .function(4)),
      ] {
        failures += check(
          bytes("\u{1B}[1;\(parameter)\(final)"), gives: key.adding(modifiers), "CSI 1;\(parameter)\(final)")
        failures += check(
          bytes("\u{1B}O\(parameter)\(final)"), gives: key.adding(modifiers), "SS3 \(parameter)\(final)")
      }
      failures += check(
        bytes("\u{1B}O\(parameter)M"), gives: Key.enter.adding(modifiers), "SS3 \(parameter)M")
      for (code, key) in Self.tildeKeys {
        failures += check(
          bytes("\u{1B}[\(code);\(parameter)~"), gives: key.adding(modifiers), "CSI \(code);\(parameter)~")
      }
    }
    #expect(failures.isEmpty, "\(failures.count):\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  /// The vt220 numbering (xterm's ctlseqs, "PC-Style Function Keys").
  static let tildeKeys: [(Int, Key)] =
    [(1, .home), (2, .insert), (3, .delete), (4, .end), (5, .pageUp), (6, .pageDown), (7, .home), (8, .end)]
    + [11, 12, 13, 14, 15, 17, 18, 19, 20, 21, 23, 24, 25, 26, 28, 29, 31, 32, 33, 34].enumerated().map {
      ($0.element, Key.function($0.offset + 1))
    }

  @Test("rxvt: $ Shift, ^ Ctrl, @ Ctrl-Shift; lowercase arrows; the Linux console's F1–F5")
  func rxvtAndLinux() {
    var failures: [String] = []
    for (code, key) in Self.tildeKeys {
      failures += check(bytes("\u{1B}[\(code)$"), gives: key.adding(.shift), "rxvt \(code)$")
      failures += check(bytes("\u{1B}[\(code)^"), gives: key.adding(.control), "rxvt \(code)^")
      failures += check(bytes("\u{1B}[\(code)@"), gives: key.adding([.control, .shift]), "rxvt \(code)@")
    }
    for (final, key) in zip("abcd", [Key.up, .down, .right, .left]) {
      failures += check(bytes("\u{1B}[\(final)"), gives: key.adding(.shift), "rxvt CSI \(final)")
      failures += check(bytes("\u{1B}O\(final)"), gives: key.adding(.control), "rxvt SS3 \(final)")
      failures += check(
        bytes("\u{1B}\u{1B}[\(final)"), gives: key.adding([.shift, .alt]), "rxvt alt CSI \(final)")
    }
    for (offset, final) in "ABCDE".enumerated() {
      failures += check(bytes("\u{1B}[[\(final)"), gives: .function(offset + 1), "linux F\(offset + 1)")
    }
    failures += check([0x1B, 0x09], gives: .backTab, "linux back-tab")
    #expect(failures.isEmpty, "\(failures.count):\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  @Test("modifyOtherKeys (CSI 27;m;c~) and the kitty protocol (CSI c;m u)")
  func codepointProtocols() {
    var failures: [String] = []
    let codes: [(Int, Key)] = [
      (13, .enter), (9, .tab), (27, .escape), (127, .backspace), (97, .character("a")), (49, .character("1")),
      (0xE9, .character("é")), (57376, .function(13)), (57398, .function(35)), (57399, .character("0")),
      (57414, .enter), (57419, .up),
    ]
    for parameter in [1, 3, 5, 7, 9] {
      let modifiers = Key.Modifiers(parameter: parameter)
      for (code, key) in codes {
        failures += check(
          bytes("\u{1B}[27;\(parameter);\(code)~"), gives: key.adding(modifiers), "mok \(code);\(parameter)")
        failures += check(
          bytes("\u{1B}[\(code);\(parameter)u"), gives: key.adding(modifiers), "kitty \(code);\(parameter)")
        failures += check(
          bytes("\u{1B}[\(code);\(parameter):2u"), gives: key.adding(modifiers), "kitty repeat \(code)")
        failures += check(bytes("\u{1B}[\(code);\(parameter):3u"), gives: nil, "kitty release \(code)")
      }
    }
    // Shift with a letter is the capital letter; kitty's shifted alternate key is used.
    failures += check(bytes("\u{1B}[97;6u"), gives: .control("A"), "kitty ctrl-shift-a")
    failures += check(bytes("\u{1B}[49:33;2u"), gives: .character("!"), "kitty shift-1 with alternate")
    failures += check(bytes("\u{1B}[27;6;97~"), gives: .control("A"), "mok ctrl-shift-a")
    failures += check(bytes("\u{1B}[99;5u"), gives: .control("c"), "kitty ctrl-c is ctrl-c")
    #expect(failures.isEmpty, "\(failures.count):\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  @Test("unknown and malformed sequences are dropped whole; the key after them is kept")
  func malformed() {
    var failures: [String] = []
    let dropped = [
      "\u{1B}[?1;2c", "\u{1B}[>0;276;0c", "\u{1B}[999~", "\u{1B}[1;5x", "\u{1B}[=5u", "\u{1B}O~",
      "\u{1B}[<0;3;4x", "\u{1B}[[Z", "\u{1B}[" + String(repeating: "1;", count: 40) + "A",
      "\u{1B}[57358u", "\u{1B}[57441;2u",
    ]
    for text in dropped {
      // The longest is cut at the length limit and its tail read as text: check only the rest.
      guard text.utf8.count < InputDecoder.maximumSequenceLength else { continue }
      failures += check(bytes(text), gives: nil, text.debugDescription)
    }
    // A sequence broken by a control byte or a new Esc: dropped up to there, the rest read.
    failures += check(bytes("\u{1B}[1;5\r"), gives: .enter, "CSI broken by CR")
    failures += check(bytes("\u{1B}[1\u{1B}[A"), gives: .up, "CSI broken by a new CSI")
    failures += check(bytes("\u{1B}O1\u{1B}OB"), gives: .down, "SS3 broken by a new SS3")
    #expect(failures.isEmpty, "\(failures.count):\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  @Test("a C1 control typed in full-screen mode is never a character")
  func c1Controls() {
    var failures: [String] = []
    for value in 0x80...0x9F {
      let text = String(Unicode.Scalar(UInt8(value)))
      failures += check(Array(text.utf8), gives: nil, "U+\(String(value, radix: 16))")
      failures += check([UInt8(value)], gives: nil, "raw \(value)")
    }
    #expect(failures.isEmpty, "\(failures.count):\n\(failures.prefix(20).joined(separator: "\n"))")
  }

  @Test("Alt as an Esc prefix to any key, the arrows included")
  func altPrefix() {
    #expect(check(bytes("\u{1B}\u{1B}[A"), gives: Key(.up, [.alt]), "alt-up").isEmpty)
    #expect(
      check(bytes("\u{1B}\u{1B}[1;5C"), gives: Key(.right, [.alt, .control]), "alt-ctrl-right").isEmpty)
    #expect(check(bytes("\u{1B}\u{1B}OP"), gives: .function(1, [.alt]), "alt-F1").isEmpty)
    #expect(check(bytes("\u{1B}é"), gives: .alt("é"), "alt-é").isEmpty)
    #expect(check(bytes("\u{1B}\r"), gives: Key(.enter, [.alt]), "alt-enter").isEmpty)
  }

  func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
