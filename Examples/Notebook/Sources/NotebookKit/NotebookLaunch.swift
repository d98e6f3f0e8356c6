import Foundation
import Switchyard

/// The notebook set up the way `notebook` starts it, on any terminal: the host with the
/// user's keys and the palette, then the full-screen or plain-line runtime with the quit key.
/// The executable runs it on the process's terminal; a test runs the same on an
/// `InMemoryTerminal`, in process.
///
/// ```swift
/// let app = NotebookApp()
/// let host = NotebookLaunch.host(for: app)
/// app.start()
/// let terminal = InMemoryTerminal(size: Size(width: 80, height: 20))
/// let running = NotebookLaunch.fullScreen(host, terminal: terminal)
/// try running.start()
/// terminal.send("\r\r")
/// await running.idle()
/// ```
@MainActor
public enum NotebookLaunch {
  /// The smallest screen the notebook is laid out at.
  public static let minimumSize = Size(width: 50, height: 12)

  /// A host running `app`'s view, waiting for its work (``NotebookApp/work``), with
  /// `keyBindings` (the user's `keys.json`, ``NotebookKeyFile``) when given; the palette is
  /// given the host. Call ``NotebookApp/start(stateFile:startRoute:)`` next.
  public static func host(for app: NotebookApp, keyBindings: KeyBindings? = nil) -> ViewHost {
    let host = ViewHost(minimumSize: minimumSize, work: app.work) { app.rootView }
    if let keyBindings { host.keyBindings = keyBindings }
    app.palette.host = host
    return host
  }

  /// `host` full screen on `terminal` (the process's own unless given), `q` quitting on every
  /// screen (not while typing). Start it with `run()` (the process's terminal) or `start()`
  /// (an in-memory one).
  public static func fullScreen(_ host: ViewHost, terminal: (any TerminalIO)? = nil) -> TerminalApp {
    let app = TerminalApp(host: host, terminal: terminal)
    host.onGlobalKey(.character("q"), hint: "quit") { [weak app] in app?.quit() }
    return app
  }

  /// `host` as plain lines (each settled screen printed, one command a line), `q` and `quit`
  /// ending it; `size` is the terminal's unless given.
  public static func plain(_ host: ViewHost, size: Size? = nil) -> PlainLineApp {
    let app = PlainLineApp(host: host, size: size ?? PlainLineApp.detectedSize())
    // The app ends the process when it quits: nothing outlives it.
    host.onGlobalKey(.character("q"), hint: "quit") { app.quit() }
    return app
  }
}
