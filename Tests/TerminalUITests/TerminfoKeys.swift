import Foundation
import TerminalUI

/// The key capabilities of a terminfo entry, read from the repository's copy of
/// `infocmp -1 -x`'s output (Data/Terminfo, written by Scripts/update-terminfo.sh), and the key
/// each one names.
struct TerminfoKeys {
  let terminal: String
  /// Capability name → the bytes the terminal sends.
  let sequences: [String: [UInt8]]

  init(_ terminal: String) throws {
    self.terminal = terminal
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Data/Terminfo/\(terminal).terminfo").standardized
    guard let data = FileManager.default.contents(atPath: file.path) else {
      throw TerminfoError.missing(terminal)
    }
    var sequences: [String: [UInt8]] = [:]
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let entry = line.trimmingCharacters(in: .whitespaces)
      guard entry.hasPrefix("k"), let equals = entry.firstIndex(of: "="), entry.hasSuffix(",") else {
        continue
      }
      let value = entry[entry.index(after: equals)..<entry.index(before: entry.endIndex)]
      sequences[String(entry[..<equals])] = Self.unescape(value)
    }
    self.sequences = sequences
  }

  enum TerminfoError: Error { case missing(String) }

  /// terminfo's string escapes: `\E`, `^X`, `\\`, `\^`, `\,`, `\:`, `\s`, octal `\nnn`.
  static func unescape(_ text: Substring) -> [UInt8] {
    var bytes: [UInt8] = []
    var characters = Array(text.utf8)[...]
    while let byte = characters.popFirst() {
      switch byte {
      case UInt8(ascii: "^"):
        if let next = characters.popFirst() { bytes.append(next == UInt8(ascii: "?") ? 0x7F : next & 0x1F) }
      case UInt8(ascii: "\\"):
        guard let next = characters.popFirst() else { break }
        switch next {
        case UInt8(ascii: "E"), UInt8(ascii: "e"): bytes.append(0x1B)
        case UInt8(ascii: "s"): bytes.append(0x20)
        case UInt8(ascii: "n"): bytes.append(0x0A)
        case UInt8(ascii: "r"): bytes.append(0x0D)
        case UInt8(ascii: "t"): bytes.append(0x09)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
          var value = Int(next - 0x30)
          for _ in 0..<2 {
            guard let digit = characters.first, (0x30...0x37).contains(digit) else { break }
            value = value * 8 + Int(digit - 0x30)
            characters.removeFirst()
          }
          bytes.append(UInt8(value == 0 ? 0x80 : value))
        default: bytes.append(next)
        }
      default: bytes.append(byte)
      }
    }
    return bytes
  }

  /// Whether F13 and up are the xterm convention (shifted, then Ctrl, … F1–F12) rather than
  /// the vt220 keys F13–F20.
  var shiftedFunctionKeys: Bool { sequences["kf13"].map { $0.contains(UInt8(ascii: ";")) } ?? false }

  /// The key capability `name` stands for; `.some(nil)` for a key that must be dropped; nil
  /// for a capability with no expectation.
  func expectedKey(_ name: String) -> Key?? {
    if let key = Self.fixed[name] { return .some(key) }
    if name.hasPrefix("kf"), let number = Int(name.dropFirst(2)) {
      guard number > 12, shiftedFunctionKeys else { return .some(.function(number)) }
      let groups: [Key.Modifiers] = [[], [.shift], [.control], [.control, .shift], [.alt], [.alt, .shift]]
      return .some(.function((number - 1) % 12 + 1, groups[(number - 1) / 12]))
    }
    // ncurses' extended names: kUP, kUP3 … a base and xterm's modifier parameter (none: 2).
    let base = name.prefix { !$0.isNumber }
    let parameter = Int(name.dropFirst(base.count)) ?? 2
    guard let key = Self.modifiable[String(base)] else { return nil }
    return .some(key.adding(Key.Modifiers(parameter: parameter)))
  }

  static let fixed: [String: Key?] = [
    "kcuu1": .up, "kcud1": .down, "kcuf1": .right, "kcub1": .left, "khome": .home, "kend": .end,
    "kpp": .pageUp, "knp": .pageDown, "kich1": .insert, "kdch1": .delete, "kcbt": .backTab,
    "kcbt2": .backTab, "kent": .enter, "kbs": .backspace, "kspd": .control("z"),
    "kfnd": .home, "kslt": .end, "khlp": .function(15), "krdo": .function(16),
    "kri": Key(.up, [.shift]), "kind": Key(.down, [.shift]), "kel": Key(.end, [.control]),
    "ka1": .character("7"), "ka2": .character("8"), "ka3": .character("9"), "kb1": .character("4"),
    "kb3": .character("6"), "kc1": .character("1"), "kc2": .character("2"), "kc3": .character("3"),
    "kpADD": .character("+"), "kpSUB": .character("-"), "kpMUL": .character("*"),
    "kpDIV": .character("/"), "kpDOT": .character("."), "kpCMA": .character(","),
    "kpZRO": .character("0"), "kb2": Key.begin, "kbeg": Key.begin, "kp5": Key.begin,
  ]

  static let modifiable: [String: Key] = [
    "kUP": .up, "kDN": .down, "kLFT": .left, "kRIT": .right, "kHOM": .home, "kEND": .end,
    "kDC": .delete, "kIC": .insert, "kNXT": .pageDown, "kPRV": .pageUp, "kFND": .home,
  ]
}
