import Foundation
import Switchyard
import SwitchyardTesting

@testable import NotebookKit

/// The notebook as `notebook` runs it, in process: the host set up by ``NotebookLaunch`` on the
/// sample notebooks, full screen on an in-memory terminal (an xterm-256color in a UTF-8 locale,
/// whatever the test's environment), debounces on an immediate clock. Keys go in many to a read;
/// ``send(_:)`` returns once the app is idle and its frames are written, so the screen is what a
/// person would see after typing them.
@MainActor
final class RunningNotebook {
  let app: NotebookApp
  let terminal: InMemoryTerminal
  let runtime: TerminalApp

  /// The notebook started with `stateFile` (where it keeps its place) and `route`, on a
  /// terminal of `columns` × `rows`, once its first screen is drawn.
  static func start(
    stateFile: String? = nil, route: String? = nil, columns: Int = 80, rows: Int = 20
  ) async throws -> RunningNotebook {
    let running = try RunningNotebook(
      stateFile: stateFile, route: try route.map { try Route(parsing: $0, scheme: NotebookApp.scheme) },
      size: Size(width: columns, height: rows))
    await running.runtime.idle()
    return running
  }

  private init(stateFile: String?, route: Route?, size: Size) throws {
    app = NotebookApp(container: NotebookContainer(clock: ImmediateClock()))
    let host = NotebookLaunch.host(for: app)
    app.start(stateFile: stateFile, startRoute: route)
    terminal = InMemoryTerminal(size: size)
    terminal.capabilities = TerminalCapabilities(colors: .palette256, unicode: true, repeatsCharacters: true)
    runtime = NotebookLaunch.fullScreen(host, terminal: terminal)
    try runtime.start()
  }

  /// Types `text` in one read and waits until the app is idle, its frames written. A read that
  /// ends in a lone Esc is followed by the pause that makes it Esc (not the start of a
  /// sequence): the terminal's clock passes a second, as a person's would.
  func send(_ text: String) async {
    terminal.send(text)
    if text.utf8.last == 0x1B { terminal.passTime() }
    await runtime.idle()
  }

  /// What the terminal shows now.
  var text: String { terminal.screen.text }

  /// Quits with `q`, as the user does, and keeps the app's place as the executable does on
  /// exit; returns the status the app ended with.
  func quit() async -> Int32? {
    await send("q")
    app.restoration?.saveNow()
    return terminal.exitStatus
  }
}
