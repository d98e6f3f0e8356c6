extension InputDecoder {
  enum Parsed: Equatable {
    /// An event (or `nil` for bytes that are dropped) and the bytes it used.
    case event(InputEvent?, Int)
    case pasteStart(Int)
    case incomplete
  }

  /// The longest sequence read; a longer one is malformed and dropped.
  static let maximumSequenceLength = 64

  func parse(_ bytes: ArraySlice<UInt8>) -> Parsed {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B: return parseEscape(bytes)
    case 0x80...: return parseUTF8(bytes)
    default: return .event(Self.key(forByte: first).map(InputEvent.key), 1)
    }
  }

  /// The key an ASCII byte stands for: a control key or a character.
  static func key(forByte byte: UInt8) -> Key? {
    switch byte {
    case 0x0D, 0x0A: .enter
    case 0x09: .tab
    case 0x7F, 0x08: .backspace
    case 0x00: .control(" ")
    case 0x01...0x1A: .control(Character(Unicode.Scalar(byte + 0x60)))
    // Ctrl-\, Ctrl-], Ctrl-^ and Ctrl-_ (also Ctrl-/).
    case 0x1C...0x1F: .control(Character(Unicode.Scalar(byte + 0x40)))
    case 0x20..<0x7F: .character(Character(Unicode.Scalar(byte)))
    default: nil
    }
  }

  private func parseUTF8(_ bytes: ArraySlice<UInt8>) -> Parsed {
    let first = bytes[bytes.startIndex]
    let length: Int
    switch first {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .event(nil, 1)
    }
    let available = bytes.prefix(length)
    guard available.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }) else { return .event(nil, 1) }
    guard available.count == length else { return .incomplete }
    // One scalar, decoded strictly (no overlong form, surrogate or value above U+10FFFF).
    var codeUnits = available.makeIterator()
    var codec = UTF8()
    guard case .scalarValue(let scalar) = codec.decode(&codeUnits) else { return .event(nil, 1) }
    let character = Character(scalar)
    // A C1 control (U+0080–U+009F) is never a character someone typed.
    if let scalar = character.unicodeScalars.first, (0x80...0x9F).contains(scalar.value) {
      return .event(nil, length)
    }
    return .event(.key(.character(character)), length)
  }

  /// Esc: the start of a CSI or SS3 sequence, or Alt held with the key that follows.
  private func parseEscape(_ bytes: ArraySlice<UInt8>) -> Parsed {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return .incomplete }
    switch bytes[start + 1] {
    case UInt8(ascii: "["): return parseCSI(bytes)
    case UInt8(ascii: "O"): return parseSS3(bytes)
    case 0x1B:
      // Esc Esc [ … and Esc Esc O …: Alt with a sequence (rxvt, xterm without metaSendsEscape
      // off). Esc Esc anything else: a lone Esc, then whatever the second one starts.
      guard bytes.count >= 3 else { return .incomplete }
      let third = bytes[start + 2]
      guard third == UInt8(ascii: "[") || third == UInt8(ascii: "O") else { return .event(.key(.escape), 1) }
      switch parseEscape(bytes.dropFirst()) {
      case .incomplete: return .incomplete
      case .event(.key(let key)?, let length): return .event(.key(key.adding(.alt)), length + 1)
      case .event(let other, let length): return .event(other, length + 1)
      case .pasteStart: return .event(.key(.escape), 1)
      }
    default:
      switch parse(bytes.dropFirst()) {
      case .incomplete: return .incomplete
      // The Linux console's Shift-Tab is Esc Tab.
      case .event(.key(.tab)?, let length): return .event(.key(.backTab), length + 1)
      case .event(.key(let key)?, let length): return .event(.key(key.adding(.alt)), length + 1)
      case .event(_, let length): return .event(nil, length + 1)
      case .pasteStart: return .event(.key(.escape), 1)
      }
    }
  }

  /// `ESC O` [parameters] final: SS3 keys, with xterm's modifier parameter (`ESC O 5 P`).
  private func parseSS3(_ bytes: ArraySlice<UInt8>) -> Parsed {
    let start = bytes.startIndex
    var index = start + 2
    while index < bytes.endIndex {
      let byte = bytes[index]
      let length = index - start + 1
      switch byte {
      case 0x30...0x39, UInt8(ascii: ";"):
        guard length < Self.maximumSequenceLength else { return .event(nil, length) }
        index += 1
      case 0x40...0x7E:
        let parameters = CSIParameters(bytes[(start + 2)..<index])
        // SS3's one parameter is the modifier (`ESC O 5 P`); `ESC O 1 ; 5 P` also occurs.
        let key = parameters.flatMap {
          Self.ss3Key(final: byte, modifiers: Key.Modifiers(parameter: $0.fields.last?.first ?? 1))
        }
        return .event(key.map(InputEvent.key), length)
      default:
        // Malformed: drop what came so far; the byte that broke it is read on its own.
        return .event(nil, index - start)
      }
    }
    return .incomplete
  }

  static func ss3Key(final: UInt8, modifiers: Key.Modifiers) -> Key? {
    let key: Key
    switch final {
    case UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "H"), UInt8(ascii: "P")...UInt8(ascii: "S"):
      guard let letterKey = letterKey(final) else { return nil }
      key = letterKey
    case UInt8(ascii: "M"): key = .enter
    case UInt8(ascii: "I"): key = .tab
    // rxvt: Ctrl with the arrows.
    case UInt8(ascii: "a")...UInt8(ascii: "d"):
      key = rxvtArrow(final).adding(.control)
    // The keypad's centre in application mode: terminfo's kb2 (xterm, rxvt), not the digit 5.
    case UInt8(ascii: "u"): key = .begin
    // The rest of the keypad in application mode: digits, operators and `=`.
    case UInt8(ascii: "j")...UInt8(ascii: "y"):
      key = .character(Character(Unicode.Scalar(final - UInt8(ascii: "j") + UInt8(ascii: "*"))))
    case UInt8(ascii: "X"): key = .character("=")
    default: return nil
    }
    return key.adding(modifiers)
  }

  /// The keys named by a final letter in both CSI and SS3 forms.
  static func letterKey(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    // xterm's keypad centre (KP_Begin): CSI E, SS3 E.
    case UInt8(ascii: "E"): .begin
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final - UInt8(ascii: "P")) + 1)
    default: nil
    }
  }

  /// rxvt's lowercase arrow finals `a`…`d` (Shift after CSI, Ctrl after SS3).
  static func rxvtArrow(_ final: UInt8) -> Key {
    [Key.up, .down, .right, .left][Int(final - UInt8(ascii: "a"))]
  }
}
