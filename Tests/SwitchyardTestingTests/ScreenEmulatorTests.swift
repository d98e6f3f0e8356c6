import SwitchyardTesting
import Testing

@Suite("ScreenEmulator")
struct ScreenEmulatorTests {
  func screen(_ output: String, columns: Int = 20, rows: Int = 4) -> ScreenEmulator {
    var screen = ScreenEmulator(columns: columns, rows: rows)
    screen.feed(Array(output.utf8))
    return screen
  }

  @Test("cursor positioning places text where the program asked")
  func positioning() {
    let lines = screen("\u{1B}[2;3Hab\u{1B}[1;1Hz").lines
    #expect(lines == ["z", "  ab", "", ""])
  }

  @Test("erase in line and display clear what they should")
  func erasing() {
    let lines = screen("hello\r\nworld\u{1B}[1;3H\u{1B}[K\u{1B}[2;1H\u{1B}[2K").lines
    #expect(lines == ["he", "", "", ""])
    #expect(screen("abc\u{1B}[2J").text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
  }

  @Test("wide characters take two cells")
  func wideCharacters() {
    let screen = screen("日本x")
    #expect(screen.lines[0] == "日本x")
    #expect(screen.cursor.column == 5)
  }

  @Test("modes are tracked: alternate screen, cursor, bracketed paste")
  func modes() {
    var screen = screen("shell\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h")
    #expect(screen.isAlternateScreen && !screen.isCursorVisible && screen.isBracketedPaste)
    #expect(screen.lines[0] == "")
    screen.feed(Array("\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l".utf8))
    #expect(!screen.isAlternateScreen && screen.isCursorVisible && !screen.isBracketedPaste)
  }

  @Test("styles and unknown sequences are not printed")
  func sequencesAreInvisible() {
    #expect(screen("\u{1B}[1;38;5;196mred\u{1B}[0m \u{1B}]0;title\u{07}ok").lines[0] == "red ok")
  }

  @Test("a line feed on the last row scrolls")
  func scrolling() {
    #expect(screen("1\r\n2\r\n3\r\n4\r\n5", rows: 3).lines == ["3", "4", "5"])
  }
}
