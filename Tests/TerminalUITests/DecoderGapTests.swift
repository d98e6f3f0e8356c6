import Testing

@testable import TerminalUI

/// The decoder gaps reported against issue 17, as tables generated from their sequences: Alt
/// with a cursor key in SS3 form (with and without a stray `[`) never types a letter, and the
/// kitty protocol's associated text is what a key types.
@MainActor
@Suite("Decoder: Alt with SS3 cursor keys, kitty associated text")
struct DecoderGapTests {
  static let letters: [(UInt8, Key)] = [
    (UInt8(ascii: "A"), .up), (UInt8(ascii: "B"), .down), (UInt8(ascii: "C"), .right),
    (UInt8(ascii: "D"), .left), (UInt8(ascii: "E"), .begin),
    (UInt8(ascii: "H"), .home), (UInt8(ascii: "F"), .end), (UInt8(ascii: "P"), .function(1)),
    (UInt8(ascii: "Q"), .function(2)), (UInt8(ascii: "R"), .function(3)), (UInt8(ascii: "S"), .function(4)),
  ]

  /// Every form of a cursor (or SS3) key, with and without Alt, and the key it must be.
  static var cursorCases: [(bytes: [UInt8], key: Key)] {
    letters.flatMap { letter, key in
      [
        ([0x1B, 0x4F, letter], key),  // ESC O A
        ([0x1B, 0x5B, 0x4F, letter], key),  // ESC [ O A
        ([0x1B, 0x1B, 0x4F, letter], key.adding(.alt)),  // ESC ESC O A
        ([0x1B, 0x1B, 0x5B, 0x4F, letter], key.adding(.alt)),  // ESC ESC [ O A
        ([0x1B, 0x1B, 0x5B, letter], key.adding(.alt)),  // ESC ESC [ A
      ]
    }
  }

  @Test("each form decodes to its key: alone, split at every byte, and followed by a typed key")
  func cursorForms() {
    for (bytes, key) in Self.cursorCases {
      var decoder = InputDecoder()
      #expect(decoder.feed(bytes + [UInt8(ascii: "x")], now: .now) == [key, .character("x")], "\(bytes)")
      for split in 1..<bytes.count {
        var decoder = InputDecoder()
        let start = ContinuousClock.now
        let keys =
          decoder.feed(Array(bytes[..<split]), now: start)
          + decoder.feed(Array(bytes[split...]) + [UInt8(ascii: "x")], now: start)
        #expect(keys == [key, .character("x")], "\(bytes) split at \(split)")
      }
    }
  }

  @Test("all of them in one read, through the full-screen input path: no letter reaches a text field")
  func oneReadIntoAField() {
    final class Box { var text = "" }
    let box = Box()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      TextField("Title", text: Binding(get: { box.text }, set: { box.text = $0 }))
    }
    _ = host.render(size: Size(width: 40, height: 3))
    let app = TerminalApp(host: host)
    let burst = Self.cursorCases.flatMap(\.bytes) + Array("ok".utf8)
    app.deliver(app.decoder.events(burst, now: .now))
    #expect(box.text == "ok", "only the typed text: \(box.text.debugDescription)")
  }

  @Test("kitty's associated text is what the key types; with Ctrl or Alt the key is a command")
  func kittyText() {
    let cases: [(String, Key)] = [
      ("\u{1B}[97;;229u", .character("å")),
      ("\u{1B}[97;2;65u", .character("A")),
      ("\u{1B}[97;1;97u", .character("a")),
      ("\u{1B}[101;;101:769u", .character("e\u{301}")),
      ("\u{1B}[97;;27u", .character("a")),  // a control character as text: ignored, the key stays
      ("\u{1B}[97;5;97u", .control("a")),
      ("\u{1B}[97;3;229u", .alt("a")),
      ("\u{1B}[97;;229:230u", .paste("åæ")),
    ]
    for (sequence, key) in cases {
      var decoder = InputDecoder()
      #expect(decoder.feed(Array(sequence.utf8), now: .now) == [key], "\(sequence.debugDescription)")
    }
  }
}
