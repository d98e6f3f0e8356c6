import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``ViewHost`` as plain lines, for scripts, pipes and screen readers: each new
/// screen is printed as text followed by its numbered actions, and commands are read a line
/// at a time from standard input.
///
/// Commands: a number picks an action (a button is pressed, a list row is selected and
/// opened, a text field takes the next line); `back` (Esc); `tab LABEL` presses the key the footer
/// labels so (`tab new task`); `key NAME` presses a key, named as the footer and help write it
/// or with a word (`key down`, `key enter`, `key n`, `key ctrl-→`, `key F1`); `more` (or
/// `next`) shows the next page of a long list; `help`; `quit`. Any other line fills the focused
/// text field (or a list's filter, after `key /`). The end of the input ends the program, as
/// `quit` does.
///
/// Lists are printed whole — every row's full text, not cut to the screen's width — a page at
/// a time, with how many rows there are. The screen is laid out at the terminal's size
/// (`COLUMNS` and `LINES` when set). When standard input is a terminal, what is typed is not
/// echoed while a secure field (a password) is focused.
///
/// Lines are carried out one at a time: each waits until the screen has been still for
/// ``settleTime`` and shows no spinner, so a script sees the result of one command (a
/// sign-in, a search) before the next runs.
@MainActor
public final class PlainLineApp {
  /// The host running the views.
  public let host: ViewHost
  /// The app that is running: `dispatchMain()` ends the main thread, and with it the only
  /// reference its stack held (the leak checker would report everything as lost).
  static var running: PlainLineApp?
  /// The size screens are laid out at.
  public let size: Size
  /// The first row printed of each long list (`more` moves it on), by the list's identity.
  var pageStarts: [String: Int] = [:]
  /// Whether echo is off because a secure field is focused.
  var isEchoHidden = false
  /// Where screens and messages go: standard output (file descriptor 1) unless replaced.
  public var output: @MainActor (String) -> Void = { TerminalSession.writeAll($0) }
  /// How long the screen must stay unchanged before the next command runs.
  public var settleTime: Duration = .milliseconds(250)
  private var lastScreen = ""
  var pendingLine = ""
  var queue: [String] = []
  /// Told about each command line (``observeLines(_:)``).
  var lineObservers: [@MainActor (String, Bool) -> Void] = []
  var inputEnded = false
  private var isWaiting = false
  private var lastChange = ContinuousClock.now
  private var lastPrint = ContinuousClock.now
  /// How long a screen that keeps changing (a long load) goes unprinted at most.
  var longestSilence: Duration = .seconds(2)

  /// Runs `host` in plain line mode, laying screens out at `size` (by default the terminal's,
  /// see ``detectedSize(environment:)``).
  public init(host: ViewHost, size: Size = PlainLineApp.detectedSize()) {
    self.host = host
    // What plain mode prints is read aloud, piped and logged: a secret's length stays out.
    host.hidesSecretLengths = true
    // Notices are printed once each, as lines, rather than drawn into every screen.
    host.printsLines = true
    // Never smaller than the views need: there is no "too small" on paper.
    self.size = Size(
      width: max(size.width, host.minimumSize.width), height: max(size.height, host.minimumSize.height))
  }

  /// Prints the first screen and processes commands until `quit` or the end of input:
  /// ``launch()``, then `dispatchMain()`.
  public func run() -> Never {
    launch()
    dispatchMain()
  }

  /// Schedules the first screen and the reading of commands; they run once the caller calls
  /// `dispatchMain()` (outside `MainActor.assumeIsolated`, see ``TerminalApp/launch()``).
  public func launch() {
    ProcessExit.arm()
    host.onInvalidate = { [weak self] in
      self?.lastChange = .now
      DispatchQueue.main.async { MainActor.assumeIsolated { self?.runQueue() } }
    }
    // Everything from the first screen on runs on the main queue (see ``TerminalApp/run()``).
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        self.runQueue()
        self.startReading()
      }
    }
    Self.running = self
  }

  /// Runs the exit hooks (``ProcessExit/onExit(_:)``) and ends the process.
  public func quit(status: Int32 = 0) -> Never {
    ProcessExit.exit(status: status)
  }

  /// Once the screen has settled, prints it (when it changed) and runs the next queued
  /// command; quits after the last one when the input has ended. A screen is printed only
  /// when settled — not each step of a load — unless it keeps changing for longer than
  /// ``longestSilence``.
  func runQueue() {
    // The tree follows every change at once (views start their work as they appear), and
    // whether a spinner shows is known once it is up to date.
    if host.needsRender { _ = host.render(size: size) }
    guard !isWaiting else { return }
    let quiet = ContinuousClock.now - lastChange
    // A spinner on screen means work is in progress (a sign-in, a search): wait for it too.
    guard quiet >= settleTime, !host.isAnimating else {
      if ContinuousClock.now - lastPrint >= longestSilence { printScreen() }
      isWaiting = true
      let wait = max(settleTime - quiet, .milliseconds(50))
      let milliseconds =
        Int(wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000) + 1
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { [weak self] in
        MainActor.assumeIsolated {
          self?.isWaiting = false
          self?.runQueue()
        }
      }
      return
    }
    printScreen()
    if queue.isEmpty {
      if inputEnded { quit(status: 0) }
      return
    }
    perform(queue.removeFirst())
    lastChange = .now
    runQueue()
  }

  private func printScreen() {
    lastPrint = .now
    let text = screenText()
    updateEcho()
    if text != lastScreen {
      lastScreen = text
      say(String(repeating: "─", count: size.width) + "\n" + text)
    }
    announceNotices()
  }

  /// Prints `text` with every control character but the line feed replaced: labels,
  /// field values and echoed commands can come from data and must never reach the
  /// terminal as an escape sequence.
  func say(_ text: String) {
    output(Sanitizer.clean(text, keepingNewlines: true) + "\n")
  }
}
