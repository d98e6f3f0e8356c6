import Testing

@testable import SwitchyardTesting
@testable import TerminalUI

/// The full-screen runtime in process, on an ``InMemoryTerminal``: raw bytes in (in bursts,
/// as a terminal delivers them), frames out, resize, suspend and quitting — what needed a
/// pseudo-terminal and the gallery binary before.
@MainActor
@Suite("The full-screen runtime on an in-memory terminal")
struct FullScreenRuntimeTests {
  func start(_ tasks: Tasks, on terminal: InMemoryTerminal) throws -> TerminalApp {
    let host = ViewHost(minimumSize: Size(width: 20, height: 5)) { TasksScreen(tasks: tasks) }
    let app = TerminalApp(host: host, terminal: terminal)
    try app.start()
    return app
  }

  @Test("starting enters the alternate screen with the cursor hidden and draws the first frame")
  func starts() throws {
    let terminal = InMemoryTerminal(size: Size(width: 40, height: 10))
    _ = try start(Tasks(), on: terminal)
    #expect(terminal.screen.isAlternateScreen)
    #expect(!terminal.screen.isCursorVisible)
    #expect(terminal.screen.text.contains("Call the plumber"))
  }

  @Test("a burst of keys in one read is handled key by key and drawn as one frame")
  func burst() throws {
    let terminal = InMemoryTerminal(size: Size(width: 40, height: 10))
    let tasks = Tasks()
    _ = try start(tasks, on: terminal)
    let writes = terminal.writeCount
    terminal.send("\u{1B}[B\u{1B}[B n")
    terminal.send("Buy bread\r")
    #expect(tasks.done == ["Water the plants"])
    #expect(tasks.titles.last == "Buy bread")
    #expect(terminal.writeCount == writes + 2)
    #expect(terminal.screen.text.contains("Buy bread"))
  }

  @Test("a lone Esc waits for the decoder's timeout, which passes only when the test says so")
  func loneEscape() throws {
    let terminal = InMemoryTerminal(size: Size(width: 40, height: 10))
    let tasks = Tasks()
    _ = try start(tasks, on: terminal)
    terminal.send("n")
    terminal.send("\u{1B}")
    #expect(tasks.isAdding)
    terminal.passTime()
    #expect(!tasks.isAdding)
    #expect(terminal.screen.text.contains("Call the plumber"))
  }

  @Test("a resize redraws at the new size, with a message while it is too small")
  func resize() throws {
    let terminal = InMemoryTerminal(size: Size(width: 40, height: 10))
    _ = try start(Tasks(), on: terminal)
    terminal.resize(to: Size(width: 40, height: 4))
    #expect(terminal.screen.text.contains("too small"))
    terminal.resize(to: Size(width: 60, height: 12))
    #expect(!terminal.screen.text.contains("too small"))
    #expect(terminal.screen.text.contains("Call the plumber"))
  }

  @Test("Ctrl-C quits with 130 and restores the screen; nothing is handled after it")
  func interrupt() throws {
    let terminal = InMemoryTerminal(size: Size(width: 40, height: 10))
    let tasks = Tasks()
    let app = try start(tasks, on: terminal)
    terminal.send([3, UInt8(ascii: "n")])
    #expect(terminal.exitStatus == 130)
    #expect(app.hasEnded)
    #expect(!tasks.isAdding)
    #expect(!terminal.screen.isAlternateScreen)
    #expect(terminal.screen.isCursorVisible)
  }

  @Test("the input closing ends the app with status 0")
  func endOfInput() throws {
    let terminal = InMemoryTerminal(size: Size(width: 40, height: 10))
    _ = try start(Tasks(), on: terminal)
    terminal.endInput()
    #expect(terminal.exitStatus == 0)
  }

  @Test("Ctrl-Z and SIGTSTP give the screen back and stop; a resume redraws in full screen")
  func suspend() throws {
    let terminal = InMemoryTerminal(size: Size(width: 40, height: 10))
    _ = try start(Tasks(), on: terminal)
    for suspend in [{ terminal.send([26]) }, { terminal.requestSuspend() }] {
      suspend()
      #expect(!terminal.screen.isAlternateScreen)
      terminal.send("n")  // typed while stopped: no frame is drawn
      #expect(!terminal.screen.isAlternateScreen)
      terminal.resume()
      #expect(terminal.screen.isAlternateScreen)
      #expect(terminal.screen.text.contains("New task"))
      terminal.send("\u{1B}")
      terminal.passTime()
    }
    #expect(terminal.stopCount == 2)
  }

  @Test("with no shell to resume it, Ctrl-Z does nothing")
  func noJobControl() throws {
    let terminal = InMemoryTerminal(size: Size(width: 40, height: 10))
    terminal.canSuspend = false
    _ = try start(Tasks(), on: terminal)
    terminal.send([26])
    #expect(terminal.stopCount == 0)
    #expect(terminal.screen.isAlternateScreen)
  }
}
