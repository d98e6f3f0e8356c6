import Testing

@testable import TerminalUI

/// The tab view in plain line mode: the bar says which tab is selected in words, `key` picks.
@MainActor
@Suite("TabView in plain line mode")
struct TabViewPlainModeTests {
  @Test("the bar lists the tabs and says which is selected; key 3 and key ctrl-pgup pick")
  func plain() {
    let probe = TabProbe()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { ProbeTabs(probe: probe) }
    let app = PlainLineApp(host: host, size: Size(width: 60, height: 6))
    #expect(app.screenText().hasPrefix(" 1 Inbox (selected)  3   2 Today   3 Done\ninbox content"))
    app.perform("key 3")
    #expect(app.screenText().contains("3 Done (selected)"))
    app.perform("key ctrl-pgup")
    #expect(probe.selected == "today")
    #expect(app.screenText().contains("2 Today (selected)"))
  }
}
