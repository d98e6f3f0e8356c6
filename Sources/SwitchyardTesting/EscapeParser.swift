/// Splits terminal output into control events; plain bytes pass through.
struct EscapeParser: Sendable {
  enum Event: Equatable, Sendable {
    case control(UInt8)
    case csi(parameters: String, final: UInt8)
    case escape(UInt8)
  }

  private enum State: Sendable { case ground, escape, csi, osc, oscEscape, charset }
  private var state = State.ground
  private var parameters = ""
  /// Whether the last byte was consumed by a sequence (and must not be printed).
  private(set) var swallowed = false

  var isIdle: Bool { state == .ground }

  /// Feeds one byte; returns an event when a control or sequence is complete.
  mutating func consume(_ byte: UInt8) -> Event? {
    swallowed = true
    switch state {
    case .ground:
      switch byte {
      case 0x1B:
        state = .escape
        return nil
      case 0x00..<0x20, 0x7F:
        return .control(byte)
      default:
        swallowed = false
        return nil
      }
    case .escape:
      switch byte {
      case UInt8(ascii: "["):
        state = .csi
        parameters = ""
      case UInt8(ascii: "]"):
        state = .osc
      case UInt8(ascii: "("), UInt8(ascii: ")"):
        state = .charset
      default:
        state = .ground
        return .escape(byte)
      }
      return nil
    case .csi:
      if (0x40...0x7E).contains(byte) {
        state = .ground
        return .csi(parameters: parameters, final: byte)
      }
      parameters.append(Character(Unicode.Scalar(byte)))
      return nil
    case .osc:
      if byte == 0x07 { state = .ground } else if byte == 0x1B { state = .oscEscape }
      return nil
    case .oscEscape:
      state = .ground
      return nil
    case .charset:
      state = .ground
      return nil
    }
  }
}

/// Collects UTF-8 bytes into characters.
struct UTF8Accumulator: Sendable {
  private var pending: [UInt8] = []
  private var expected = 0

  mutating func consume(_ byte: UInt8) -> Character? {
    if pending.isEmpty {
      switch byte {
      case 0..<0x80: return Character(Unicode.Scalar(byte))
      case 0xC0..<0xE0: expected = 2
      case 0xE0..<0xF0: expected = 3
      case 0xF0..<0xF8: expected = 4
      default: return "\u{FFFD}"
      }
      pending = [byte]
      return nil
    }
    pending.append(byte)
    guard pending.count == expected else { return nil }
    defer { pending.removeAll() }
    return String(decoding: pending, as: UTF8.self).first
  }
}
