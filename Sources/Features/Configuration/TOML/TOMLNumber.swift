/// TOML 1.0's integers and floats, from the bytes of one word: `42`, `-17`, `1_000`,
/// `0xDEAD_beef`, `0o755`, `0b1101`, `3.14`, `-2e-3`, `6.626e-34`. An underscore stands only
/// between two digits; a decimal number has no leading zero; a hexadecimal, octal or binary
/// one no sign.
enum TOMLNumber {
  /// The number `word` writes, or nil when it is none (or is out of a 64-bit integer's range).
  static func read(_ word: [UInt8]) -> TOMLValue? {
    if word.count > 2, word[0] == 0x30, let radix = radix(word[1]) {
      guard let digits = digits(word[2...], radix: radix), let value = Int64(digits, radix: radix) else {
        return nil
      }
      return .integer(value)
    }
    var rest = word[...]
    var sign = ""
    if let first = rest.first, first == 0x2B || first == 0x2D {
      sign = first == 0x2D ? "-" : ""
      rest = rest.dropFirst()
    }
    let exponentAt = rest.firstIndex { $0 == 0x65 || $0 == 0x45 }
    let mantissa = rest[..<(exponentAt ?? rest.endIndex)]
    let pointAt = mantissa.firstIndex(of: 0x2E)
    guard let whole = digits(mantissa[..<(pointAt ?? mantissa.endIndex)], radix: 10),
      whole == "0" || !whole.hasPrefix("0")
    else { return nil }
    guard pointAt != nil || exponentAt != nil else {
      return Int64(sign + whole).map(TOMLValue.integer)
    }
    var text = sign + whole
    if let pointAt {
      guard let fraction = digits(mantissa[(pointAt + 1)...], radix: 10) else { return nil }
      text += "." + fraction
    }
    if let exponentAt {
      var exponent = rest[(exponentAt + 1)...]
      var exponentSign = ""
      if let first = exponent.first, first == 0x2B || first == 0x2D {
        exponentSign = first == 0x2D ? "-" : ""
        exponent = exponent.dropFirst()
      }
      guard let digits = digits(exponent, radix: 10) else { return nil }
      text += "e" + exponentSign + digits
    }
    guard let value = Double(text), value.isFinite else { return nil }
    return .float(value)
  }

  /// 16, 8 or 2 for the letter after a `0`: `x`, `o`, `b`.
  private static func radix(_ letter: UInt8) -> Int? {
    switch letter {
    case 0x78: 16
    case 0x6F: 8
    case 0x62: 2
    default: nil
    }
  }

  /// The digits of `bytes` in `radix`, underscores taken out; nil when empty, when a byte is
  /// not a digit, or when an underscore is not between two digits.
  private static func digits(_ bytes: ArraySlice<UInt8>, radix: Int) -> String? {
    var result: [UInt8] = []
    var previousWasDigit = false
    for byte in bytes {
      if byte == 0x5F {
        guard previousWasDigit else { return nil }
        previousWasDigit = false
        continue
      }
      guard let digit = byte.hexDigit, Int(digit) < radix else { return nil }
      result.append(byte)
      previousWasDigit = true
    }
    guard previousWasDigit else { return nil }
    return String(decoding: result, as: UTF8.self)
  }
}
