import Testing

@testable import TerminalUI

@MainActor
@Suite("Themes: roles, subtrees, the list's selection, colours a terminal can show")
struct ThemeTests {
  /// The style of the first cell showing `text` on the screen `buffer`.
  func style(of text: String, in buffer: CellBuffer) -> Style? {
    for row in 0..<buffer.size.height {
      let line = buffer.lines[row]
      guard let range = line.range(of: text) else { continue }
      let column = CharacterWidth.of(line[..<range.lowerBound])
      return buffer[column, row].style
    }
    return nil
  }

  @Test("a role draws in the theme's look; the host's theme, then a subtree's own")
  func rolesAndSubtrees() {
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      VStack {
        Text("Failed").foregroundStyle(.danger)
        Text("Preview").foregroundStyle(.danger).theme(.light)
        HStack { Text("Nested") }.foregroundStyle(.success)
      }
    }
    let size = Size(width: 20, height: 3)
    #expect(style(of: "Failed", in: host.render(size: size))?.foreground == .red)
    host.theme = .dark
    let frame = host.render(size: size)
    #expect(style(of: "Failed", in: frame) == Theme.dark[.text].merged(with: Theme.dark[.danger]))
    #expect(style(of: "Preview", in: frame)?.foreground == Theme.light[.danger].foreground)
    #expect(style(of: "Nested", in: frame)?.foreground == Theme.dark[.success].foreground)
  }

  @Test("the focused list's selected row, buttons and badges follow the theme")
  func selectionAndControls() {
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      VStack {
        List(count: 3, selection: .constant(1)) { Text("Row \($0)") }.frame(maxHeight: 3)
        Badge("7", role: .warning)
      }
    }
    host.theme = .dark
    let frame = host.render(size: Size(width: 20, height: 4))
    let selected = style(of: "Row 1", in: frame)
    #expect(selected?.background == Theme.dark[.selection].background && selected?.bold == true)
    #expect(style(of: "Row 0", in: frame)?.background == nil)
    let badge = style(of: "7", in: frame)
    #expect(badge?.foreground == Theme.dark[.warning].foreground && badge?.reverse == true)
    host.theme = .standard
    #expect(style(of: "Row 1", in: host.render(size: Size(width: 20, height: 4)))?.reverse == true)
  }

  @Test("on 16 colours every colour is one of the 16; with NO_COLOR none, and the selection stays visible")
  func terminalColours() {
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      VStack {
        List(count: 2, selection: .constant(0)) { Text("Row \($0)") }.frame(maxHeight: 2)
        Text("error").foregroundStyle(.danger)
      }
    }
    host.theme = .dark
    let frame = host.render(size: Size(width: 20, height: 3))
    var sixteen = FrameEncoder(capabilities: TerminalCapabilities(colors: .ansi16))
    let bytes = String(decoding: sixteen.encode(frame), as: UTF8.self)
    #expect(!bytes.contains("38;5;") && !bytes.contains("48;5;") && !bytes.contains("38;2;"))
    #expect(bytes.contains("\u{1B}[") && bytes.contains("Row 0"))
    var none = FrameEncoder(capabilities: TerminalCapabilities(colors: .none))
    let plain = String(decoding: none.encode(frame), as: UTF8.self)
    for code in ["38;", "48;", "[31m", "[91m", ";31", ";91"] { #expect(!plain.contains(code), "\(code)") }
    #expect(plain.contains("1m") || plain.contains(";1"), "the selection is still bold without colour")
  }

  @Test("colour names as a theme file writes them")
  func colourNames() {
    let names: [(String, Color?)] = [
      ("red", .red), ("bright-blue", .brightBlue), ("brightBlue", .brightBlue), ("gray", .brightBlack),
      ("208", .palette(208)), ("#3366ff", .rgb(0x33, 0x66, 0xFF)), ("#3366f", nil), ("#+36600", nil),
      ("256", nil), ("chartreuse", nil), ("", nil),
    ]
    for (name, color) in names { #expect(Color(name: name) == color, "\(name)") }
    let accent = Color(name: "#3366ff")  // .rgb(0x33, 0x66, 0xff)
    #expect(accent == .rgb(0x33, 0x66, 0xFF))
  }

  @Test("the built-in themes by name, and a client's own")
  func named() {
    #expect(
      Theme.named("dark") == .dark && Theme.named("light") == .light && Theme.named("default") == .standard)
    #expect(Theme.named("neon") == nil)
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { Text("Inbox").foregroundStyle(.accent) }
    host.theme = .dark
    let custom = Theme.standard.with(.accent, Style(foreground: .magenta, bold: true))
    host.theme = custom
    #expect(style(of: "Inbox", in: host.render(size: Size(width: 10, height: 1)))?.foreground == .magenta)
  }
}
