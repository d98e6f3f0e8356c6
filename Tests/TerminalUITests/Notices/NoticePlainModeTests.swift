import Foundation
import Testing

@testable import TerminalUI

/// Notices in plain line mode: printed once each as a line, never inside a screen's text, and
/// their keys driven with `key`.
@MainActor
@Suite("Notices in plain line mode")
struct NoticePlainModeTests {
  func app(_ probe: NoticeProbe, _ center: NoticeCenter) -> (PlainLineApp, () -> [String]) {
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { NoticeScreen(probe: probe, center: center) }
    let app = PlainLineApp(host: host, size: Size(width: 50, height: 10))
    var said: [String] = []
    app.output = { said.append($0) }
    return (app, { said })
  }

  @Test("each notice is printed once, as a line after the screen; the screen's text leaves it out")
  func printedOnce() {
    let probe = NoticeProbe()
    let center = NoticeCenter()
    let (app, said) = app(probe, center)
    center.post(
      Notice(
        "Marked “Buy milk” done", kind: .success,
        action: NoticeAction(key: .character("u"), title: "undo") { probe.undos += 1 }))
    app.runQueue()
    #expect(said().last == "notice: Marked “Buy milk” done (u to undo)\n")
    #expect(!app.screenText().contains("Buy milk"))
    app.runQueue()
    #expect(said().filter { $0.contains("Buy milk") }.count == 1, "printed once, not on every screen")
    app.perform("key u")
    #expect(probe.undos == 1)
  }

  @Test("warnings and errors say so; a replaced notice is printed again")
  func kinds() {
    let probe = NoticeProbe()
    let center = NoticeCenter()
    let (app, said) = app(probe, center)
    center.post(Notice("Disk almost full", kind: .warning))
    center.post(Notice("Could not save: the disk is full", kind: .danger, id: "save"))
    app.runQueue()
    center.post(Notice("Could not save: the disk is full", kind: .danger, id: "save"))
    app.runQueue()
    #expect(
      said().filter { !$0.hasPrefix("─") } == [
        "warning: Disk almost full\n", "error: Could not save: the disk is full\n",
        "error: Could not save: the disk is full\n",
      ])
  }

  @Test("help lists a notice's key and the dismiss key")
  func help() {
    let probe = NoticeProbe()
    let center = NoticeCenter()
    let (app, said) = app(probe, center)
    center.post(Notice("Done", action: NoticeAction(key: .character("u"), title: "undo") {}))
    app.perform("help")
    // Each command by the name to type, with its key when that is not a number.
    let help = said().last ?? ""
    #expect(help.range(of: #"undo +\(or u\)"#, options: .regularExpression) != nil, "\(help)")
    #expect(help.range(of: #"dismiss notice +\(or ctrl-d\)"#, options: .regularExpression) != nil, "\(help)")
  }
}
