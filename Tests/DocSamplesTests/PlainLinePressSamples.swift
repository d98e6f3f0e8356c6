import Foundation
import Switchyard
import SwitchyardTesting
import Testing

// The samples of PlainLineNote, ViewHost.press(_:) and PaletteCommand, compiled and run.

/// A shell that remembers where it was asked to go (an app's root coordinator, in short).
@MainActor
final class SampleShell {
  var shown: [String] = []
  func show(_ place: String) { shown.append(place) }
}

@MainActor
@Suite("PlainLineNote, press and PaletteCommand documentation samples")
struct PlainLinePressSamples {
  struct FilterBar: View {
    var body: some View {
      HStack(spacing: 0) {
        Text(" Today ").bold()
        PlainLineNote(" (selected)")
      }
    }
  }

  @Test("PlainLineNote: words in plain line mode, nothing in full screen")
  func plainLineNote() {
    let fullScreen = HeadlessHarness(width: 30, height: 1) { FilterBar() }
    #expect(fullScreen.screen.trimmingCharacters(in: .whitespaces) == "Today")
    let app = PlainLineApp(
      host: ViewHost(minimumSize: Size(width: 1, height: 1)) { FilterBar() },
      size: Size(width: 30, height: 3),
      io: InMemoryTerminal())
    var said: [String] = []
    app.output = { said.append($0) }
    app.start()
    #expect(said.joined().contains("Today  (selected)"), "\(said)")
  }

  @Test("press: a key pressed as if typed, once the key being handled is done")
  func press() {
    var sorted = 0
    let host = ViewHost { Text("Tasks") }
    host.onGlobalKey(.character("s"), hint: "sort") { sorted += 1 }
    _ = host.render(size: Size(width: 20, height: 3))
    host.press(.character("s"))  // sorts the focused table, as typing `s` does
    #expect(sorted == 1)
  }

  @Test("PaletteCommand: a command on every screen")
  func globalCommand() {
    let shell = SampleShell()
    let palette = CommandPalette(scheme: "notes", root: { nil })
    palette.globalCommands = {
      [PaletteCommand("settings", detail: "settings") { shell.show("settings") }]
    }
    let host = ViewHost { CommandPaletteContainer(palette: palette) { Text("Notes") } }
    palette.host = host
    _ = host.render(size: Size(width: 40, height: 8))
    palette.open()
    palette.setQuery("settings")
    palette.runHighlighted()
    #expect(shell.shown == ["settings"])
  }
}
