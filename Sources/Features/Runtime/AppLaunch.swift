import Container
import Routing
import TerminalUI

/// The interactive app set up the way `switchyard` starts it, on any terminal: the session
/// with the user's settings, then the full-screen or plain-line runtime with the quit key.
/// The executable runs it on the process's terminal; a test runs the same on an
/// ``TerminalUI/InMemoryTerminal``, in process.
///
/// ```swift
/// let session = AppLaunch.session(container: container, settings: settings)
/// session.start()
/// try AppLaunch.fullScreen(session, terminal: terminal).start()
/// terminal.send("2n")
/// await session.idle()
/// ```
@MainActor
public enum AppLaunch {
  /// The app on `container`, resuming the remembered sign-in (or forgetting it first with
  /// `signOut`), with the keys, theme and date display of `settings`. With `problems` (the
  /// configuration file's, from ``ConfigurationFile/load(from:keymaps:)``) every setting keeps
  /// its default — never half a file — and they show over the footer (up to five, each on its
  /// line) until Ctrl-D or a click. Call ``AppRun/start()`` next. Without `keepsPlace` (a plain
  /// or piped run) the app starts at the Inbox or `startRoute` and never saves its place.
  public static func session(
    container: AppContainer, startRoute: Route? = nil, signOut: Bool = false,
    settings: UserConfiguration = UserConfiguration(), problems: [ConfigurationProblem] = [],
    keepsPlace: Bool = true
  ) -> AppRun {
    if signOut { container.forgetSession() } else { container.resumeSession() }
    let settings = problems.isEmpty ? settings : UserConfiguration()
    let session = AppRun(container: container, startRoute: startRoute, restoresNavigation: keepsPlace)
    session.host.keyBindings = settings.keyBindings
    session.configuredTheme = settings.theme
    DayDisplay.format = settings.dateFormat
    DayDisplay.listDates = settings.listDates
    if !problems.isEmpty {
      // Every problem, each on its line, until dismissed: not one, gone at the first key.
      let shown =
        problems.prefix(5).map { "\($0)" } + (problems.count > 5 ? ["… and \(problems.count - 5) more"] : [])
      session.palette.show(
        notice: shown.joined(separator: "\n ") + "\n using the default settings (switchyard config --check)",
        sticky: true)
    }
    return session
  }

  /// `session` full screen on `terminal` (the process's own unless given), with the mouse:
  /// `q` quits on every screen (not while typing), and the palette's `route` copies to the
  /// terminal's clipboard. Start it with ``TerminalUI/TerminalApp/launch()`` (the process's
  /// terminal) or ``TerminalUI/TerminalApp/start()`` (an in-memory one).
  public static func fullScreen(_ session: AppRun, terminal: (any TerminalIO)? = nil) -> TerminalApp {
    let app = TerminalApp(host: session.host, mouse: true, terminal: terminal)
    let host = session.host
    session.palette.copy = { [weak host] text in host?.copyToClipboard?(text) }
    // A global key: it works on every screen (not while typing), also while the terminal is
    // too small, and the footer and help list it.
    host.onGlobalKey(AppKeymaps.App.quit, in: AppKeymaps.App.keymap) { [weak app] in app?.quit() }
    return app
  }

  /// `session` as plain lines (each settled screen printed, one command a line), `q` and
  /// `quit` ending it; `size` is the terminal's unless given, and lines are read and screens
  /// printed through `io` (standard input and output unless given: a test's
  /// ``TerminalUI/InMemoryTerminal``).
  public static func plain(_ session: AppRun, size: Size? = nil, io: (any PlainLineIO)? = nil) -> PlainLineApp
  {
    let app = PlainLineApp(host: session.host, size: size ?? PlainLineApp.detectedSize(), io: io)
    // Weakly: the host holds the key, and the app holds the host.
    session.host.onGlobalKey(AppKeymaps.App.quit, in: AppKeymaps.App.keymap) { [weak app] in app?.quit() }
    return app
  }
}
