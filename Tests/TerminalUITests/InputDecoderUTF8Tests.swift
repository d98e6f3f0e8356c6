import TerminalUI
import Testing

/// Multi-byte UTF-8 typed at the keyboard: a well-formed sequence is one character, an
/// ill-formed one (an overlong form, a surrogate, a value above U+10FFFF) is dropped, and the
/// byte after it is read normally.
@Suite("Input decoder: UTF-8")
struct InputDecoderUTF8Tests {
  let start = ContinuousClock.now

  /// What the decoder should make of `bytes` followed by "a", by the standard library's own
  /// reading: well-formed bytes survive a lossy decode and re-encode unchanged.
  func expected(_ bytes: [UInt8]) -> [Key] {
    let text = String(decoding: bytes, as: UTF8.self)
    guard Array(text.utf8) == bytes, let scalar = text.unicodeScalars.first else { return [.character("a")] }
    // A C1 control (U+0080–U+009F) is never a character someone typed.
    if (0x80...0x9F).contains(scalar.value) { return [.character("a")] }
    return [.character(Character(scalar)), .character("a")]
  }

  /// Every lead byte with every continuation byte after it (which alone decides whether a
  /// sequence is well-formed), the bytes after those at both ends of their range.
  static var sequences: [[UInt8]] {
    var sequences: [[UInt8]] = []
    for lead: UInt8 in 0xC2...0xF4 {
      let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
      for second: UInt8 in 0x80...0xBF {
        for tail: UInt8 in [0x80, 0xBF] {
          sequences.append([lead, second] + Array(repeating: tail, count: length - 2))
        }
      }
    }
    return sequences
  }

  @Test("every lead and second byte: the character, or nothing when ill-formed")
  func everyLeadAndSecondByte() {
    var wellFormed = 0
    for bytes in Self.sequences {
      var decoder = InputDecoder()
      let keys = decoder.feed(bytes + [0x61], now: start)
      #expect(keys == expected(bytes), "\(bytes.map { String($0, radix: 16) })")
      if keys.count == 2 { wellFormed += 1 }
    }
    // Not every sequence is well-formed, nor every one ill-formed: the oracle tells them apart.
    #expect(wellFormed > 0 && wellFormed < Self.sequences.count)
  }

  @Test("overlong forms, surrogates and values above U+10FFFF are dropped")
  func illFormed() {
    for bytes: [UInt8] in [
      [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF],
      [0xF0, 0x80, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80],
    ] {
      var decoder = InputDecoder()
      #expect(decoder.feed(bytes + [0x61], now: start) == [.character("a")], "\(bytes)")
    }
  }

  @Test("the edges of each length are characters")
  func edges() {
    var decoder = InputDecoder()
    let text = "\u{A0}\u{7FF}\u{800}\u{D7FF}\u{E000}\u{FFFD}\u{10000}\u{10FFFF}"
    #expect(decoder.feed(Array(text.utf8), now: start) == text.map { .character($0) })
  }
}
