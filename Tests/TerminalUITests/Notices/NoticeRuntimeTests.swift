import Observation
import SwitchyardTesting
import Testing

@testable import TerminalUI

/// What the notice tests' screen changes: the list's row, the undos run, a field's text.
@Observable @MainActor
final class NoticeProbe {
  var row = 0
  var undos = 0
  var text = ""
}

/// A list of tasks with the notices over it, as an app's screen holds them.
struct NoticeScreen: View {
  let probe: NoticeProbe
  let center: NoticeCenter
  var withField = false

  var body: some View {
    VStack {
      if withField { TextField("Title", text: Binding(probe, \.text)) }
      List(count: 20, selection: Binding(probe, \.row)) { Text("Task \($0 + 1)") }
    }
    .notices(center)
  }
}

/// Notices through the full-screen runtime on an in-memory terminal: time passes only on
/// `passTime()` (one second each), keys arrive many to a read, clicks as SGR mouse reports.
@MainActor
@Suite("Notices through the runtime")
struct NoticeRuntimeTests {
  func start(
    _ probe: NoticeProbe, _ center: NoticeCenter, withField: Bool = false,
    size: Size = Size(width: 50, height: 12)
  ) throws -> InMemoryTerminal {
    try .running(size) { NoticeScreen(probe: probe, center: center, withField: withField) }
  }

  func undoNotice(
    _ probe: NoticeProbe, _ message: String = "Marked “Buy milk” done", seconds: Int = 4
  )
    -> Notice
  {
    Notice(
      message, kind: .success,
      action: NoticeAction(key: .character("u"), title: "undo") { probe.undos += 1 },
      duration: .seconds(seconds), id: "undo")
  }

  @Test("a notice shows for its duration from the frame that first draws it, then goes by itself")
  func expires() throws {
    let probe = NoticeProbe()
    let center = NoticeCenter()
    let terminal = try start(probe, center)
    center.post(Notice("Saved", kind: .info, duration: .seconds(3)))
    terminal.send("")  // the next frame (a post from outside any event waits for one)
    #expect(terminal.screen.text.contains("i Saved"))
    terminal.passTime()
    terminal.passTime()
    #expect(terminal.screen.text.contains("Saved"), "two seconds in, it still shows")
    terminal.passTime()
    #expect(!terminal.screen.text.contains("Saved"), "three seconds in, it is gone without a key")
    #expect(center.notices.isEmpty)
  }

  @Test("the action's key works while the notice shows, with other keys in the same read, and dismisses it")
  func actionKey() throws {
    let probe = NoticeProbe()
    let center = NoticeCenter()
    let terminal = try start(probe, center)
    center.post(undoNotice(probe))
    terminal.send("")
    #expect(terminal.screen.text.contains("u undo"))
    // ↓ ↓ u ↓: the list moves, the undo runs once, the list moves on.
    terminal.send("\u{1B}[B\u{1B}[Bu\u{1B}[B")
    #expect(probe.undos == 1)
    #expect(probe.row == 3)
    #expect(!terminal.screen.text.contains("Buy milk"))
    terminal.send("u")
    #expect(probe.undos == 1, "with the notice gone, u does nothing")
  }

  @Test("once the notice has gone, its key no longer acts")
  func keyEndsWithNotice() throws {
    let probe = NoticeProbe()
    let center = NoticeCenter()
    let terminal = try start(probe, center)
    center.post(undoNotice(probe, seconds: 2))
    terminal.send("")
    terminal.passTime()
    terminal.passTime()
    terminal.send("u")
    #expect(probe.undos == 0)
  }

  @Test("a text field keeps its letters: u types there while a notice shows")
  func fieldKeepsLetters() throws {
    let probe = NoticeProbe()
    let center = NoticeCenter()
    let terminal = try start(probe, center, withField: true)
    center.post(undoNotice(probe))
    terminal.send("undo")
    #expect(probe.text == "undo")
    #expect(probe.undos == 0)
  }

  @Test("Ctrl-D dismisses the newest notice, then the next; rebinding moves it")
  func dismissKey() throws {
    let probe = NoticeProbe()
    let center = NoticeCenter()
    let terminal = try start(probe, center)
    center.post(Notice("First", kind: .info))
    center.post(Notice("Second", kind: .warning))
    terminal.send("\u{04}")
    #expect(center.notices.map(\.message) == ["First"])
    #expect(terminal.screen.text.contains("First") && !terminal.screen.text.contains("Second"))
    terminal.send("\u{04}\u{04}")
    #expect(center.notices.isEmpty)
  }

  @Test("a rebound dismiss key works and Ctrl-D no longer does")
  func reboundDismiss() throws {
    let probe = NoticeProbe()
    let center = NoticeCenter()
    let terminal = try InMemoryTerminal.running(
      Size(width: 50, height: 12), mouse: false,
      bindings: KeyBindings(["notices": ["dismiss notice": [.character("x")]]])
    ) { NoticeScreen(probe: probe, center: center) }
    center.post(Notice("Hello"))
    terminal.send("\u{04}")
    #expect(center.notices.count == 1)
    terminal.send("x")
    #expect(center.notices.isEmpty)
  }

  @Test("an action declared as a command offers and answers the key the user bound to it")
  func reboundAction() throws {
    let probe = NoticeProbe()
    let center = NoticeCenter()
    let undo = CommandKeys("undo", .character("u"))
    let terminal = try InMemoryTerminal.running(
      Size(width: 50, height: 12), mouse: false, bindings: KeyBindings(["app": ["undo": [.character("z")]]])
    ) { NoticeScreen(probe: probe, center: center) }
    center.post(Notice("Done", action: NoticeAction(undo, in: Keymap("app", [undo])) { probe.undos += 1 }))
    terminal.send("u")
    #expect(probe.undos == 0)
    #expect(terminal.screen.text.contains("z undo"))
    terminal.send("z")
    #expect(probe.undos == 1)
  }

  @Test("a click on a notice dismisses it; a click on its action's label runs the action")
  func clicks() throws {
    let probe = NoticeProbe()
    let center = NoticeCenter()
    let terminal = try start(probe, center)
    center.post(Notice("Older", kind: .info))
    center.post(undoNotice(probe))
    terminal.send("")
    let lines = terminal.screen.lines
    let olderRow = try #require(lines.firstIndex { $0.contains("Older") })
    let olderColumn = columnOf("Older", in: lines[olderRow])
    let undoRow = try #require(lines.firstIndex { $0.contains("u undo") })
    let undoColumn = columnOf("u undo", in: lines[undoRow])
    // A click on "Older", and on "undo", in one read; the list under them gets neither.
    terminal.send(
      "\u{1B}[<0;\(olderColumn + 1);\(olderRow + 1)M\u{1B}[<0;\(olderColumn + 1);\(olderRow + 1)m"
        + "\u{1B}[<0;\(undoColumn + 3);\(undoRow + 1)M")
    #expect(probe.undos == 1)
    #expect(center.notices.isEmpty)
    #expect(probe.row == 0)
  }

  @Test("posting with the id of a notice that shows replaces it, its time started again")
  func replaces() throws {
    let probe = NoticeProbe()
    let center = NoticeCenter()
    let terminal = try start(probe, center)
    center.post(undoNotice(probe, "Marked “Buy milk” done", seconds: 2))
    terminal.send("")
    terminal.passTime()
    center.post(undoNotice(probe, "Marked “Bread” done", seconds: 2))
    terminal.send("")
    terminal.passTime()
    #expect(terminal.screen.text.contains("Bread"))
    #expect(!terminal.screen.text.contains("Buy milk"))
    terminal.passTime()
    #expect(!terminal.screen.text.contains("Bread"))
  }

  /// The display column where `text` starts in `line`.
  func columnOf(_ text: String, in line: String) -> Int {
    guard let range = line.range(of: text) else { return -1 }
    return CharacterWidth.of(line[..<range.lowerBound])
  }
}
