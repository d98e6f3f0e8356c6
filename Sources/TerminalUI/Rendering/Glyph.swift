/// A grapheme cluster as a ``CellBuffer`` stores it: its UTF-8 bytes held inline, so a cell is
/// trivially copyable and a screen of them is made, compared, copied and freed without a
/// reference count — where a `Character` per cell cost a retain and a release at each step.
/// A cluster longer than 16 bytes (a family emoji, a letter under many marks) is kept in its
/// buffer's ``CellBuffer/overflow`` list, and its glyph holds the index.
struct Glyph: Sendable, Equatable {
  /// The cluster's first eight bytes, the first in the lowest byte (the index of an overflow).
  private(set) var low: UInt64
  /// Its bytes 9 to 16, the same way.
  private(set) var high: UInt64
  /// Its byte count (1–16); 0 for the right half of a wide character; ``overflowLength`` for a
  /// cluster kept in the overflow list.
  private(set) var length: UInt8

  private init(low: UInt64, high: UInt64, length: UInt8) {
    self.low = low
    self.high = high
    self.length = length
  }

  /// A one-byte (ASCII) cluster.
  init(ascii byte: UInt8) {
    self.init(low: UInt64(byte), high: 0, length: 1)
  }

  /// `character` held inline; nil when its UTF-8 is longer than 16 bytes.
  init?(inline character: Character) {
    let utf8 = character.utf8
    guard utf8.count <= 16 else { return nil }
    var low: UInt64 = 0
    var high: UInt64 = 0
    var index = 0
    for byte in utf8 {
      if index < 8 {
        low |= UInt64(byte) << (8 * index)
      } else {
        high |= UInt64(byte) << (8 * (index - 8))
      }
      index += 1
    }
    self.init(low: low, high: high, length: UInt8(index))
  }

  /// The glyph of the cluster at `index` of a buffer's overflow list.
  static func overflow(_ index: Int) -> Glyph {
    Glyph(low: UInt64(index), high: 0, length: overflowLength)
  }

  static let overflowLength: UInt8 = 0xFF
  /// The right half of a wide character (a ``Cell`` whose `character` is nil).
  static let continuation = Glyph(low: 0, high: 0, length: 0)
  static let space = Glyph(ascii: 0x20)

  var isContinuation: Bool { length == 0 }
  var isOverflow: Bool { length == Glyph.overflowLength }
  /// The index in the overflow list, for an overflow glyph.
  var overflowIndex: Int { Int(low) }

  /// This glyph, unless it is a one-byte (ASCII) cluster or a continuation.
  var nonASCII: Glyph? { length > 1 ? self : nil }

  /// The byte of a one-byte (ASCII) cluster, nil for any other.
  var asciiByte: UInt8? { length == 1 ? UInt8(truncatingIfNeeded: low) : nil }

  /// The inline cluster (neither a continuation nor an overflow) as a `Character`.
  var inlineCharacter: Character {
    if let asciiByte { return Character(Unicode.Scalar(asciiByte)) }
    return withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { bytes in
      Character(String(decoding: bytes.prefix(Int(length)), as: UTF8.self))
    }
  }

  /// Appends the inline cluster's UTF-8 to `bytes`.
  func appendInline(to bytes: inout [UInt8]) {
    withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) {
      bytes.append(contentsOf: $0.prefix(Int(length)))
    }
  }
}

/// A cell as a ``CellBuffer`` stores it (``Cell`` is what its subscript hands out).
struct StoredCell: Sendable, Equatable {
  var glyph: Glyph
  var style: Style

  /// A plain space.
  static let blank = StoredCell(glyph: .space, style: .plain)
}
