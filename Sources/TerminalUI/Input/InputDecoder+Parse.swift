extension InputDecoder {
  enum Parsed: Equatable {
    /// A key (or `nil` for a sequence that is dropped) and the bytes it used.
    case key(Key?, Int)
    case pasteStart(Int)
    case incomplete
  }

  func parse(_ bytes: ArraySlice<UInt8>) -> Parsed {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B: return parseEscape(bytes)
    case 0x0D, 0x0A: return .key(.enter, 1)
    case 0x09: return .key(.tab, 1)
    case 0x7F, 0x08: return .key(.backspace, 1)
    case 0x00: return .key(.control(" "), 1)
    case 0x01...0x1A: return .key(.control(Character(Unicode.Scalar(first + 0x60))), 1)
    case 0x1C...0x1F: return .key(nil, 1)
    case 0x80...: return parseUTF8(bytes)
    default: return .key(.character(Character(Unicode.Scalar(first))), 1)
    }
  }

  private func parseUTF8(_ bytes: ArraySlice<UInt8>) -> Parsed {
    let first = bytes[bytes.startIndex]
    let length: Int
    switch first {
    case 0xC2...0xDF: length = 2
    case 0xE0...0xEF: length = 3
    case 0xF0...0xF4: length = 4
    default: return .key(nil, 1)
    }
    guard bytes.count >= length else { return .incomplete }
    let sequence = bytes.prefix(length)
    guard sequence.dropFirst().allSatisfy({ $0 & 0xC0 == 0x80 }),
      let character = String(validating: sequence, as: UTF8.self)?.first
    else { return .key(nil, 1) }
    return .key(.character(character), length)
  }

  private func parseEscape(_ bytes: ArraySlice<UInt8>) -> Parsed {
    guard bytes.count >= 2 else { return .incomplete }
    let second = bytes[bytes.startIndex + 1]
    switch second {
    case UInt8(ascii: "["): return parseCSI(bytes)
    case UInt8(ascii: "O"):
      guard bytes.count >= 3 else { return .incomplete }
      return .key(ss3(bytes[bytes.startIndex + 2]), 3)
    case 0x1B:
      // Esc Esc: the first is a lone Esc.
      return .key(.escape, 1)
    default:
      switch parse(bytes.dropFirst()) {
      case .key(.character(let character)?, let length): return .key(.alt(character), length + 1)
      case .key(.control(let character)?, let length): return .key(.alt(character), length + 1)
      case .key(.enter?, let length): return .key(.alt("\n"), length + 1)
      case .key(.backspace?, let length): return .key(.alt("\u{7F}"), length + 1)
      case .incomplete: return .incomplete
      default: return .key(.escape, 1)
      }
    }
  }

  private func ss3(_ final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P")...UInt8(ascii: "S"): .function(Int(final - UInt8(ascii: "P")) + 1)
    default: nil
    }
  }

  private func parseCSI(_ bytes: ArraySlice<UInt8>) -> Parsed {
    var index = bytes.startIndex + 2
    while index < bytes.endIndex {
      let byte = bytes[index]
      if (0x40...0x7E).contains(byte) {
        let parameters = String(decoding: bytes[(bytes.startIndex + 2)..<index], as: UTF8.self)
        let length = index - bytes.startIndex + 1
        if parameters == "200", byte == UInt8(ascii: "~") { return .pasteStart(length) }
        return .key(csi(parameters, final: byte), length)
      }
      guard (0x20...0x3F).contains(byte) else { return .key(nil, index - bytes.startIndex) }
      index += 1
    }
    return .incomplete
  }

  private func csi(_ parameters: String, final: UInt8) -> Key? {
    let fields = parameters.split(separator: ";").map { Int($0) ?? 0 }
    let modifier = fields.count > 1 ? fields[1] : 1
    let control = modifier == 5
    switch final {
    case UInt8(ascii: "A"): return control ? .controlUp : .up
    case UInt8(ascii: "B"): return control ? .controlDown : .down
    case UInt8(ascii: "C"): return control ? .controlRight : .right
    case UInt8(ascii: "D"): return control ? .controlLeft : .left
    case UInt8(ascii: "H"): return .home
    case UInt8(ascii: "F"): return .end
    case UInt8(ascii: "Z"): return .backTab
    case UInt8(ascii: "P")...UInt8(ascii: "S"): return .function(Int(final - UInt8(ascii: "P")) + 1)
    case UInt8(ascii: "~"): return tilde(fields.first ?? 0)
    default: return nil
    }
  }

  private func tilde(_ code: Int) -> Key? {
    switch code {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(code - 10)
    case 17...21: .function(code - 11)
    case 23, 24: .function(code - 12)
    default: nil
    }
  }
}
