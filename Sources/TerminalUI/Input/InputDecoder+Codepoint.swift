extension InputDecoder {
  /// The key a Unicode code point stands for in xterm's modifyOtherKeys and the kitty keyboard
  /// protocol: Enter, Tab, Esc and Backspace by their control codes, kitty's private-use
  /// codes for F13–F35 and the keypad, and any other character as itself. Shift with a
  /// character is folded into it (Shift-a is `A`, or kitty's reported `shifted` key).
  static func key(codepoint: Int, modifiers: Key.Modifiers, shifted: Int?) -> Key? {
    switch codepoint {
    case 13: return Key.enter.adding(modifiers)
    case 9: return Key.tab.adding(modifiers)
    case 27: return Key.escape.adding(modifiers)
    case 8, 127: return Key.backspace.adding(modifiers)
    case 57376...57398: return Key.function(codepoint - 57376 + 13, modifiers)
    case 57399...57427: return keypadKey(codepoint)?.adding(modifiers)
    default: break
    }
    guard codepoint >= 0x20, !(0x7F...0x9F).contains(codepoint), !(0xE000...0xF8FF).contains(codepoint),
      let scalar = Unicode.Scalar(UInt32(codepoint))
    else { return nil }
    var character = Character(scalar)
    var modifiers = modifiers
    if modifiers.contains(.shift) {
      if let shifted, let shiftedScalar = Unicode.Scalar(UInt32(max(0, shifted))), shifted >= 0x20 {
        character = Character(shiftedScalar)
        modifiers.remove(.shift)
      } else if character.isLowercase, character.uppercased().count == 1 {
        character = Character(character.uppercased())
        modifiers.remove(.shift)
      } else if character.isUppercase {
        modifiers.remove(.shift)
      }
    }
    return Key(.character(character), modifiers)
  }

  /// kitty's keypad codes 57399 (KP_0) … 57427 (KP_BEGIN).
  private static func keypadKey(_ codepoint: Int) -> Key? {
    switch codepoint {
    case 57399...57408: .character(Character(Unicode.Scalar(UInt8(codepoint - 57399) + UInt8(ascii: "0"))))
    case 57409: .character(".")
    case 57410: .character("/")
    case 57411: .character("*")
    case 57412: .character("-")
    case 57413: .character("+")
    case 57414: .enter
    case 57415: .character("=")
    case 57416: .character(",")
    case 57417: .left
    case 57418: .right
    case 57419: .up
    case 57420: .down
    case 57421: .pageUp
    case 57422: .pageDown
    case 57423: .home
    case 57424: .end
    case 57425: .insert
    case 57426: .delete
    default: nil
    }
  }
}

extension InputDecoder {
  /// The kitty protocol's associated text: the third field, code points separated by `:`
  /// ("report associated text"); nil when absent, empty, or holding a control character.
  static func associatedText(_ parameters: CSIParameters) -> String? {
    guard parameters.fields.count > 2 else { return nil }
    var text = ""
    for value in parameters.fields[2] {
      guard value >= 0x20, !(0x7F...0x9F).contains(value), let scalar = Unicode.Scalar(UInt32(value)) else {
        return nil
      }
      text.unicodeScalars.append(scalar)
    }
    return text.isEmpty ? nil : text
  }

  /// The key that types `text` with `modifiers` held: its character, the Shift that made it
  /// already applied (`å`, `A`); text of several characters (a compose sequence) arrives as
  /// one insertion, like a paste. Nil while Ctrl or Alt is held: that is a command, not text.
  static func key(typing text: String, modifiers: Key.Modifiers) -> Key? {
    guard modifiers.intersection([.control, .alt, .super]).isEmpty else { return nil }
    guard text.count == 1, let character = text.first else { return .paste(text) }
    return .character(character)
  }
}
