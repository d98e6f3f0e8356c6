import Testing

@testable import TerminalUI

@Suite("Environment conventions: NO_COLOR, COLORTERM, TERM, locale")
struct TerminalEnvironmentTests {
  func detect(_ environment: [String: String]) -> TerminalCapabilities {
    TerminalCapabilities.detect(environment: environment)
  }

  @Test("colours: NO_COLOR wins; truecolor only when COLORTERM says so; 256 from TERM; else 16")
  func colors() {
    #expect(detect(["TERM": "xterm-256color", "COLORTERM": "truecolor", "NO_COLOR": "1"]).colors == .none)
    #expect(detect(["TERM": "xterm-256color", "NO_COLOR": ""]).colors == .palette256)
    #expect(detect(["TERM": "xterm-256color", "COLORTERM": "24bit"]).colors == .trueColor)
    #expect(detect(["TERM": "xterm-256color"]).colors == .palette256)
    #expect(detect(["TERM": "xterm"]).colors == .ansi16)
    #expect(detect(["TERM": "vt220"]).colors == .none)
  }

  @Test("locale: the first of LC_ALL, LC_CTYPE, LANG that is set decides; none set is C (ASCII)")
  func locale() {
    #expect(detect(["LANG": "en_US.UTF-8"]).unicode)
    #expect(detect(["LANG": "C.utf8"]).unicode)
    #expect(!detect(["LANG": "C"]).unicode)
    #expect(!detect([:]).unicode)
    #expect(!detect(["LC_ALL": "C", "LANG": "en_US.UTF-8"]).unicode)
    #expect(detect(["LC_CTYPE": "de_DE.UTF-8@euro", "LANG": "C"]).unicode)
    #expect(!detect(["LANG": "de_DE.ISO-8859-1"]).unicode)
  }

  @Test("TERM unset, empty, dumb or unknown to terminfo means plain line mode, with a reason")
  func plainMode() {
    func reason(_ environment: [String: String]) -> String? {
      TerminalSession.plainModeReason(environment: environment, interactive: true)
    }
    #expect(reason([:]) != nil)
    #expect(reason(["TERM": ""]) != nil)
    #expect(reason(["TERM": "dumb"]) == "TERM=dumb: using plain line mode")
    #expect(reason(["TERM": "no-such-terminal-xyz"])?.contains("unknown terminal type") == true)
    #expect(reason(["TERM": "xterm-256color"]) == nil)
    #expect(TerminalSession.plainModeReason(environment: ["TERM": "dumb"], interactive: false) == nil)
  }

  @Test("colours are sent as the nearest the terminal has, attributes kept")
  func downgrade() {
    let orange = Style(foreground: .rgb(255, 135, 0), background: .palette(196), bold: true)
    #expect(orange.sgr(colors: .trueColor) == "\u{1B}[0;1;38;2;255;135;0;48;5;196m")
    #expect(orange.sgr(colors: .palette256) == "\u{1B}[0;1;38;5;208;48;5;196m")
    #expect(orange.sgr(colors: .ansi16) == "\u{1B}[0;1;33;101m")
    #expect(orange.sgr(colors: .none) == "\u{1B}[0;1m")
    #expect(Style(foreground: .red, reverse: true).sgr(colors: .none) == "\u{1B}[0;7m")
  }

  @Test("without UTF-8 the encoder sends ASCII look-alikes, one per cell")
  func asciiFrames() {
    var encoder = FrameEncoder(capabilities: TerminalCapabilities(unicode: false))
    var frame = CellBuffer(size: Size(width: 8, height: 1))
    for (x, character) in "┌─▸✓…日".enumerated() { frame[x, 0] = Cell(character: character, style: .plain) }
    frame[6, 0] = Cell(character: nil, style: .plain)
    let bytes = encoder.encode(frame)
    #expect(bytes.allSatisfy { $0 < 0x80 })
    #expect(String(decoding: bytes, as: UTF8.self).contains("+->v.??"))
  }
}
