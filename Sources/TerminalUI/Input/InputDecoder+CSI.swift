/// The numeric parameters of a key sequence: fields separated by `;`, each with optional
/// `:` sub-fields (the kitty protocol's alternate keys and event types).
struct CSIParameters {
  var fields: [[Int]]

  /// Parses digits, `;` and `:`; nil for anything else (private markers such as `?`, `>`).
  init?(_ bytes: ArraySlice<UInt8>) {
    let allowed = (UInt8(ascii: "0")...UInt8(ascii: ";"))
    guard bytes.allSatisfy({ allowed.contains($0) }) else { return nil }
    fields =
      bytes.isEmpty
      ? []
      : bytes.split(separator: UInt8(ascii: ";"), omittingEmptySubsequences: false).map { field in
        field.split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false).map {
          Int(String(decoding: $0, as: UTF8.self)) ?? 0
        }
      }
  }

  /// The first value of field `index`, or `fallback` when absent.
  func value(_ index: Int, _ fallback: Int = 0) -> Int {
    index < fields.count ? fields[index].first ?? fallback : fallback
  }

  /// The modifiers in field 1 (xterm's `CSI 1 ; m X`), none when absent.
  var modifiers: Key.Modifiers { Key.Modifiers(parameter: value(1, 1)) }

  /// Whether field 1 says this is a key release (kitty's event type 3): not a key press.
  var isRelease: Bool { fields.count > 1 && fields[1].count > 1 && fields[1][1] == 3 }
}

extension InputDecoder {
  /// `ESC [` parameters final: cursor and editing keys, function keys, modifyOtherKeys, kitty,
  /// rxvt suffixes, the Linux console's F1–F5, mouse reports and the bracketed paste marker.
  func parseCSI(_ bytes: ArraySlice<UInt8>) -> Parsed {
    let start = bytes.startIndex
    let first = start + 2
    guard first < bytes.endIndex else { return .incomplete }
    if bytes[first] == UInt8(ascii: "[") {
      // The Linux console: ESC [ [ A … ESC [ [ E are F1 … F5.
      guard first + 1 < bytes.endIndex else { return .incomplete }
      let final = bytes[first + 1]
      guard final >= 0x20 else { return .event(nil, 3) }
      let key =
        (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(final)
        ? Key.function(Int(final - UInt8(ascii: "A")) + 1) : nil
      return .event(key.map(InputEvent.key), 4)
    }
    if bytes[first] == UInt8(ascii: "O") {
      // `ESC [ O` then a cursor or SS3 key letter (`ESC [ O A`): an SS3 key whose `O` came
      // after a stray `[` — what some terminals send for Alt with a cursor key in SS3 form
      // (`ESC ESC [ O A`). Read as that key, never as `CSI O` (focus out, which switchyard
      // never turns on) followed by a typed letter.
      guard first + 1 < bytes.endIndex else { return .incomplete }
      if let key = Self.ss3Key(final: bytes[first + 1], modifiers: []), key.typedCharacter == nil {
        return .event(.key(key), 4)
      }
    }
    var index = first
    while index < bytes.endIndex {
      let byte = bytes[index]
      let parameters = bytes[first..<index]
      if (0x40...0x7E).contains(byte) || (byte == UInt8(ascii: "$") && isRxvtNumber(parameters)) {
        return finishCSI(bytes, parameters: parameters, final: byte, length: index - start + 1)
      }
      guard (0x20...0x3F).contains(byte), index - start < Self.maximumSequenceLength else {
        // Malformed: drop what came so far; the byte that broke it is read on its own.
        return .event(nil, index - start)
      }
      index += 1
    }
    return .incomplete
  }

  /// rxvt ends shifted keys in `$` (`ESC [ 3 $`): only after a plain number.
  private func isRxvtNumber(_ parameters: ArraySlice<UInt8>) -> Bool {
    !parameters.isEmpty && parameters.allSatisfy { (0x30...0x39).contains($0) }
  }

  private func finishCSI(
    _ bytes: ArraySlice<UInt8>, parameters: ArraySlice<UInt8>, final: UInt8, length: Int
  ) -> Parsed {
    if parameters.first == UInt8(ascii: "<") {
      return .event(Self.sgrMouse(parameters.dropFirst(), final: final).map(InputEvent.mouse), length)
    }
    if parameters.isEmpty, final == UInt8(ascii: "M") {
      // X10 mouse: three raw bytes follow.
      guard bytes.count >= length + 3 else { return .incomplete }
      let report = bytes[(bytes.startIndex + length)...].prefix(3).map { Int($0) - 32 }
      let event = MouseEvent(code: report[0], x: report[1], y: report[2], released: false)
      return .event(event.map(InputEvent.mouse), length + 3)
    }
    guard let fields = CSIParameters(parameters) else { return .event(nil, length) }
    if final == UInt8(ascii: "~"), fields.fields == [[200]] { return .pasteStart(length) }
    if final == UInt8(ascii: "M"), fields.fields.count == 3 {
      // urxvt (1015) mouse: ESC [ code ; x ; y M, code offset by 32.
      let event = MouseEvent(
        code: fields.value(0) - 32, x: fields.value(1), y: fields.value(2), released: false)
      return .event(event.map(InputEvent.mouse), length)
    }
    guard !fields.isRelease else { return .event(nil, length) }
    return .event(Self.csiKey(fields, final: final).map(InputEvent.key), length)
  }

  static func csiKey(_ parameters: CSIParameters, final: UInt8) -> Key? {
    let modifiers = parameters.modifiers
    switch final {
    case UInt8(ascii: "A")...UInt8(ascii: "F"), UInt8(ascii: "H"), UInt8(ascii: "P")...UInt8(ascii: "S"):
      return letterKey(final)?.adding(modifiers)
    // The Linux console's keypad centre (its terminfo kb2).
    case UInt8(ascii: "G"): return Key.begin.adding(modifiers)
    case UInt8(ascii: "Z"): return Key.backTab.adding(modifiers)
    // rxvt: Shift with the arrows.
    case UInt8(ascii: "a")...UInt8(ascii: "d"): return rxvtArrow(final).adding(.shift)
    case UInt8(ascii: "~"):
      // xterm's modifyOtherKeys: ESC [ 27 ; modifiers ; code ~.
      if parameters.value(0) == 27, parameters.fields.count == 3 {
        return key(codepoint: parameters.value(2), modifiers: modifiers, shifted: nil)
      }
      return tildeKey(parameters.value(0))?.adding(modifiers)
    // rxvt: `^` Ctrl, `$` Shift, `@` Ctrl-Shift, after the same numbers as `~`.
    case UInt8(ascii: "^"): return tildeKey(parameters.value(0))?.adding(.control)
    case UInt8(ascii: "$"): return tildeKey(parameters.value(0))?.adding(.shift)
    case UInt8(ascii: "@"): return tildeKey(parameters.value(0))?.adding([.control, .shift])
    case UInt8(ascii: "u"):
      // The kitty keyboard protocol (and xterm's formatOtherKeys=1): ESC [ code ; modifiers u,
      // or with the text the key produces as a third field (`ESC [ 97 ;; 229 u` types `å`).
      if let text = associatedText(parameters), let key = key(typing: text, modifiers: modifiers) {
        return key
      }
      let code = parameters.fields.first ?? []
      return key(
        codepoint: parameters.value(0), modifiers: modifiers, shifted: code.count > 1 ? code[1] : nil)
    default: return nil
    }
  }

  /// The vt220 numbering of `ESC [ n ~` (also used by xterm, the Linux console and rxvt):
  /// 1 Find (Home), 2 Insert, 3 Delete, 4 Select (End), 5/6 PgUp/PgDn, 7/8 Home/End (rxvt),
  /// 11–15 F1–F5, 17–21 F6–F10, 23–26 F11–F14, 28–29 F15–F16 (Help, Do), 31–34 F17–F20.
  static func tildeKey(_ code: Int) -> Key? {
    switch code {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(code - 10)
    case 17...21: .function(code - 11)
    case 23...26: .function(code - 12)
    case 28, 29: .function(code - 13)
    case 31...34: .function(code - 14)
    default: nil
    }
  }
}
