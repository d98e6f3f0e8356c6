import Observation
import Testing

@testable import SwitchyardTesting
@testable import TerminalUI

/// Text from data that tries every trick: a title change (OSC 0), a clipboard write
/// (OSC 52), a screen clear (CSI 2 J), a bell, and the same as C1 controls.
let hostileText =
  "A\u{1B}]0;pwned\u{07}B\u{1B}]52;c;aGVsbG8=\u{07}C\u{1B}[2JD\u{9B}31mE\u{9D}0;x\u{9C}F\u{7F}"

@Observable @MainActor
final class HostileForm {
  var notes = hostileText
  var title = ""
}

@MainActor
@Suite("Nothing from data reaches the terminal as a control sequence")
struct InjectionTests {
  func hostileHost(_ form: HostileForm) -> ViewHost {
    ViewHost(minimumSize: Size(width: 1, height: 1)) {
      VStack {
        Text(hostileText)
        TextField("Notes", text: Binding(form, \.notes))
        TextField(hostileText, text: Binding(form, \.title))
        Button(hostileText) {}
        List(count: 2, selection: .constant(0)) { Text([hostileText, "plain"][$0]) }
      }
    }
  }

  @Test("full screen: the frames hold the text, with every control shown as �")
  func fullScreen() {
    let host = hostileHost(HostileForm())
    var encoder = FrameEncoder()
    var bytes = encoder.encode(host.render(size: Size(width: 100, height: 12)))
    host.send(.tab)
    bytes += encoder.encode(host.render(size: Size(width: 100, height: 12)))
    #expect(PseudoTerminal.injectedControls(in: bytes) == [])
    var screen = ScreenEmulator(columns: 100, rows: 12)
    screen.feed(bytes)
    #expect(screen.text.contains("A�]0;pwned�B"))
  }

  @Test("plain mode: screens, numbered actions, help and echoed commands are printed without controls")
  func plainMode() {
    let form = HostileForm()
    let app = PlainLineApp(host: hostileHost(form), size: Size(width: 100, height: 12))
    var printed = ""
    app.output = { printed += $0 }
    app.perform("help")
    app.perform("3")
    app.perform("key \u{1B}]0;x\u{07}")
    app.perform("tab \u{1B}]0;x\u{07}")
    printed += app.screenText()
    #expect(PseudoTerminal.injectedControls(in: Array(printed.utf8)) == [])
    #expect(printed.contains("text field Notes: A�]0;pwned�B"))
  }

  @Test("plain mode: a line with ESC, BEL or C1 controls fills a field without them")
  func plainInput() {
    let form = HostileForm()
    let app = PlainLineApp(host: hostileHost(form), size: Size(width: 100, height: 12))
    app.output = { _ in }
    app.perform("2")
    app.perform("x\u{1B}]0;t\u{07}y\u{9B}2Jz\tw")
    #expect(form.title == "x�]0;t�y�2Jz w")
    #expect(!form.title.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
  }

  @Test("a control character typed into a field (a C1 byte decoded as a character) is not stored")
  func typedControl() {
    let form = HostileForm()
    form.notes = ""
    let harness = HeadlessHarness(width: 40, height: 6) { TextField("Notes", text: Binding(form, \.notes)) }
    harness.press(.tab)
    for character in ["a", "\u{9B}", "\u{1B}", "\u{07}", "\u{7F}", "b"] as [Character] {
      harness.press(.character(character))
    }
    #expect(form.notes == "ab")
  }
}
