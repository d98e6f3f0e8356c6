import TerminalUI
import Testing

@Suite("Input decoder")
struct InputDecoderTests {
  let start = ContinuousClock.now

  func decode(_ bytes: [UInt8]) -> [Key] {
    var decoder = InputDecoder()
    return decoder.feed(bytes, now: start)
  }

  func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test("printable ASCII and multi-byte UTF-8")
  func printable() {
    #expect(decode(bytes("aZ1 ")) == [.character("a"), .character("Z"), .character("1"), .character(" ")])
    #expect(decode(bytes("é日🚀")) == [.character("é"), .character("日"), .character("🚀")])
  }

  @Test("control keys: enter, tab, backspace, Ctrl-letters, Ctrl-C as byte 3")
  func controls() {
    #expect(
      decode([13, 9, 127, 1, 3, 26]) == [
        .enter, .tab, .backspace, .control("a"), .control("c"), .control("z"),
      ])
  }

  @Test("CSI and SS3 sequences")
  func sequences() {
    let input =
      "\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D\u{1B}OH\u{1B}[F\u{1B}[5~\u{1B}[6~\u{1B}[3~\u{1B}[2~\u{1B}OP\u{1B}[15~\u{1B}[24~\u{1B}[Z"
    #expect(
      decode(bytes(input)) == [
        .up, .down, .right, .left, .home, .end, .pageUp, .pageDown, .delete, .insert, .function(1),
        .function(5),
        .function(12), .backTab,
      ])
  }

  @Test("Ctrl-arrows and Alt combinations")
  func modifiers() {
    #expect(decode(bytes("\u{1B}[1;5C\u{1B}[1;5D")) == [.controlRight, .controlLeft])
    #expect(decode(bytes("\u{1B}x\u{1B}\u{01}")) == [.alt("x"), Key(.character("a"), [.control, .alt])])
  }

  @Test("a sequence split across reads is decoded once it is complete")
  func splitSequences() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B], now: start) == [])
    #expect(decoder.feed([0x5B], now: start) == [])
    #expect(decoder.feed([0x41, 0x61], now: start) == [.up, .character("a")])
    #expect(decoder.feed([0xE6, 0x97], now: start) == [])
    #expect(decoder.feed([0xA5], now: start) == [.character("日")])
  }

  @Test("a lone Esc is delivered only after the timeout, with no sleeping")
  func loneEscape() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B], now: start) == [])
    #expect(decoder.flush(now: start + .milliseconds(10)) == [])
    #expect(decoder.flush(now: start + .milliseconds(40)) == [.escape])
    #expect(!decoder.hasPending)
  }

  @Test("Esc followed quickly by a letter is Alt-letter, not Esc then letter")
  func escThenLetter() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B], now: start) == [])
    #expect(decoder.feed(bytes("b"), now: start + .milliseconds(5)) == [.alt("b")])
  }

  @Test("bracketed paste arrives as one event, even split across reads")
  func paste() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("\u{1B}[200~hello\nwor"), now: start) == [])
    #expect(decoder.feed(bytes("ld\u{1B}[20"), now: start) == [])
    #expect(decoder.feed(bytes("1~x"), now: start) == [.paste("hello\nworld"), .character("x")])
  }

  @Test("several keys in one read")
  func severalKeys() {
    #expect(
      decode(bytes("ab\u{1B}[Ac\r")) == [.character("a"), .character("b"), .up, .character("c"), .enter])
  }

  @Test("garbage and unknown sequences are dropped, never turned into text")
  func garbage() {
    #expect(decode([0xFF, 0xC3]) == [])
    #expect(decode(bytes("\u{1B}[999x\u{1B}[?1;2c")) == [])
    #expect(decode([0x1C, 0x61]) == [.control("\\"), .character("a")])
  }

  @Test("the Esc timeout counts from the last byte, so a slow sequence is not cut in two")
  func slowSequence() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B], now: start) == [])
    #expect(decoder.feed(bytes("["), now: start + .milliseconds(30)) == [])
    #expect(decoder.flush(now: start + .milliseconds(50)) == [])
    #expect(decoder.feed(bytes("A"), now: start + .milliseconds(55)) == [.up])
  }

  @Test("an unfinished sequence is dropped after the timeout; what follows is read normally")
  func unfinishedSequence() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("\u{1B}[1;"), now: start) == [])
    #expect(decoder.flush(now: start + .milliseconds(40)) == [])
    #expect(!decoder.hasPending)
    #expect(decoder.feed(bytes("5C"), now: start + .milliseconds(50)) == [.character("5"), .character("C")])
    #expect(decoder.feed([0xE6, 0x97], now: start + .milliseconds(60)) == [])
    #expect(decoder.flush(now: start + .milliseconds(100)) == [])
    #expect(decoder.feed(bytes("x"), now: start + .milliseconds(110)) == [.character("x")])
  }

  @Test("Esc Esc is two Esc keys; Esc then Enter or Backspace is Alt")
  func escapeCombinations() {
    var decoder = InputDecoder()
    #expect(decoder.feed([0x1B, 0x1B], now: start) == [])
    #expect(decoder.flush(now: start + .milliseconds(40)) == [.escape, .escape])
    #expect(
      decoder.feed([0x1B, 0x0D, 0x1B, 0x7F], now: start) == [Key(.enter, [.alt]), Key(.backspace, [.alt])])
  }

  @Test("Ctrl-Space, Ctrl-\\ and other odd control bytes")
  func oddControls() {
    #expect(decode([0x00, 0x08, 0x0A]) == [.control(" "), .backspace, .enter])
    #expect(
      decode([0x1C, 0x1D, 0x1E, 0x1F]) == [.control("\\"), .control("]"), .control("^"), .control("_")])
  }

  @Test("modifiers on arrows and editing and function keys are kept")
  func otherModifiers() {
    #expect(
      decode(bytes("\u{1B}[1;2A\u{1B}[1;3B\u{1B}[3;5~\u{1B}[1;5H\u{1B}[1;2P")) == [
        Key(.up, [.shift]), Key(.down, [.alt]), Key(.delete, [.control]), Key(.home, [.control]),
        .function(1, [.shift]),
      ])
  }

  @Test("unknown SS3 and CSI finals are consumed without a trace")
  func unknownFinals() {
    #expect(decode(bytes("\u{1B}O~\u{1B}[99~\u{1B}[<0;3;4M") + [0x61]) == [.character("a")])
  }

  @Test("bracketed paste: a split start marker, and escape sequences kept as pasted text")
  func pasteDetails() {
    var decoder = InputDecoder()
    #expect(decoder.feed(bytes("\u{1B}[20"), now: start) == [])
    #expect(decoder.feed(bytes("0~a\u{1B}[Ab\u{1B}[201~"), now: start) == [.paste("a\u{1B}[Ab")])
    #expect(decoder.feed(bytes("\u{1B}[200~"), now: start) == [])
    #expect(decoder.flush(now: start + .seconds(1)) == [])
    #expect(decoder.feed(bytes("日\u{1B}[201~"), now: start) == [.paste("日")])
  }
}
