/// What the width rules need to know about one code point, from the generated table
/// (Scripts/generate-unicode-tables.py; the data in `ScalarTable+Starts.swift` and
/// `ScalarTable+Values.swift`).
struct ScalarProperties: Hashable, Sendable {
  let rawValue: UInt16

  /// Cells the code point takes on its own: 0 for controls, nonspacing and enclosing marks,
  /// format characters and Hangul medial and final jamo; 2 for East Asian Wide and Fullwidth;
  /// 1 otherwise.
  var width: Int {
    switch rawValue & 3 {
    case 1: 1
    case 2: 2
    default: 0
    }
  }

  var isControl: Bool { rawValue & 3 == 3 }
  var isAmbiguous: Bool { rawValue & 0x004 != 0 }
  var isExtendedPictographic: Bool { rawValue & 0x008 != 0 }
  var isEmojiPresentation: Bool { rawValue & 0x010 != 0 }
  var isEmojiModifier: Bool { rawValue & 0x020 != 0 }
  var isEmojiModifierBase: Bool { rawValue & 0x040 != 0 }
  var isRegionalIndicator: Bool { rawValue & 0x080 != 0 }
  /// Whether U+FE0F after it makes a valid emoji-style variation sequence.
  var isEmojiVariationBase: Bool { rawValue & 0x100 != 0 }
  /// A nonspacing or enclosing mark (Mn, Me).
  var isMark: Bool { rawValue & 0x200 != 0 }
  /// Whether terminals may disagree on its width: unassigned in the table's Unicode version,
  /// added in Unicode 9.0 or later, private use, East Asian Ambiguous, or wide outside the
  /// ranges that have been wide since Unicode 5.
  var isUncertain: Bool { rawValue & 0x400 != 0 }

  /// The properties of `scalar`.
  init(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    rawValue = value < 0x80 ? Self.ascii[Int(value)] : Self.lookup(value)
  }

  /// ASCII's properties, looked up once.
  private static let ascii: [UInt16] = (0..<0x80).map { lookup($0) }

  private static func lookup(_ value: UInt32) -> UInt16 {
    let starts = rangeStarts
    var low = 0
    var high = starts.count - 1
    while low < high {
      let middle = (low + high + 1) / 2
      if starts[middle] <= value { low = middle } else { high = middle - 1 }
    }
    return rangeValues[low]
  }
}
