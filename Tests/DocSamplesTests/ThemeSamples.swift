import Switchyard
import SwitchyardTesting
import Testing

// The samples of the "Themes" article and the theme API's doc comments, compiled and run.

@MainActor
@Suite("Doc samples: themes")
struct ThemeSamples {
  @Test("roles, a subtree's theme, a host's theme and a client's own")
  func samples() {
    let harness = HeadlessHarness(width: 30, height: 5) {
      VStack {
        Text("Saved").foregroundStyle(.success)
        Text("Could not save").foregroundStyle(.danger)
        VStack {
          Text("Settings").foregroundStyle(.title)
          Text("Preview").foregroundStyle(.accent).theme(.light)
        }
        HStack {
          Badge(3)
          Badge("overdue", role: .danger)
          Badge("new", color: .green)
        }
      }
    }
    #expect(harness.styledScreen.contains("Saved"))
    #expect(harness.screen.contains("overdue"))

    let host = ViewHost { Text("Inbox").foregroundStyle(.accent) }
    host.theme = .dark
    let custom = Theme.standard.with(.accent, Style(foreground: .magenta, bold: true))
    host.theme = custom
    #expect(host.theme[.accent].foreground == .magenta)
  }
}
