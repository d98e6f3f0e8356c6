import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``ViewHost`` as plain lines, for scripts, pipes and screen readers: each new
/// screen is printed as text followed by its numbered actions, and commands are read a line
/// at a time from standard input (``SystemLineIO``), or another ``PlainLineIO``.
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
/// Lines are carried out one at a time, each once the screen has settled: when nothing is in
/// flight in the host's work tracker (``ViewHost/work``, the app's: a sign-in, a search, a
/// view's `task`) and the frame that work asked for is drawn. So a script sees the result of
/// one command before the next runs, however slow the machine, and a screen is printed once,
/// settled, not at each step of a load.
///
/// A test runs it on an ``InMemoryTerminal``: ``start()``, lines typed with
/// ``InMemoryTerminal/send(_:)-(String)``, ``idle()`` to let them be carried out, what was printed in
/// ``InMemoryTerminal/output``, the end of the input with ``InMemoryTerminal/endInput()``.
@MainActor
public final class PlainLineApp {
  /// The host running the views.
  public let host: ViewHost
  /// Where lines are read and screens printed.
  public var io: any PlainLineIO { held.value }
  private let held: HeldTerminal<any PlainLineIO>
  /// The app that is running: `dispatchMain()` ends the main thread, and with it the only
  /// reference its stack held (the leak checker would report everything as lost).
  static var running: PlainLineApp?
  /// The size screens are laid out at.
  public let size: Size
  /// The first row printed of each long list (`more` moves it on), by the list's identity.
  var pageStarts: [String: Int] = [:]
  /// Whether echo is off because a secure field is focused.
  var isEchoHidden = false
  /// Where screens and messages go: ``io`` unless replaced.
  public var output: @MainActor (String) -> Void
  private var lastScreen = ""
  var pendingLine = ""
  var queue: [String] = []
  /// Told about each command line (``observeLines(_:)``).
  var lineObservers: [@MainActor (String, Bool) -> Void] = []
  var inputEnded = false
  /// Whether the queue waits for the host's work to end.
  private var isWaiting = false
  /// Whether the app has ended (``quit(status:)``): nothing more is read or printed.
  public private(set) var hasEnded = false

  /// Runs `host` in plain line mode, laying screens out at `size` (by default the terminal's,
  /// see ``detectedSize(environment:)``), reading and printing through `io` (standard input
  /// and output unless given).
  public init(host: ViewHost, size: Size = PlainLineApp.detectedSize(), io: (any PlainLineIO)? = nil) {
    self.host = host
    let io = io ?? SystemLineIO()
    let held = HeldTerminal(io, holdsItsApp: io.holdsItsApp, stale: InMemoryTerminal())
    self.held = held
    output = { held.value.write(Array($0.utf8)) }
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
    // Everything from the first screen on runs on the main queue (see ``TerminalApp/run()``).
    DispatchQueue.main.async { MainActor.assumeIsolated { self.start() } }
    Self.running = self
  }

  /// Prints the first screen (once the host's work has settled) and starts reading commands,
  /// then returns: for an input that delivers its lines itself (``InMemoryTerminal``, a test),
  /// where ``run()`` would never return.
  public func start() {
    host.onInvalidate = { [weak self] in
      self?.io.schedule(after: 0) { [weak self] in self?.runQueue() }
    }
    // The input holds the app while it runs (until it ends), as the main queue would.
    io.start { event in self.handle(event) }
    runQueue()
  }

  /// Ends the app: standard input and output run the exit hooks (``ProcessExit/onExit(unfinished:_:)``)
  /// and end the process; an in-memory terminal records `status`.
  public func quit(status: Int32 = 0) {
    guard !hasEnded else { return }
    hasEnded = true
    io.end(status: status)
  }

  /// Returns once every line read so far has been carried out and the screens they led to
  /// printed: nothing is in flight in the host's work tracker and no line waits. On an
  /// ``InMemoryTerminal`` a screen that work changes after the last input would otherwise be
  /// looked at only on the next input; this prints it, and waits for the work it starts in turn.
  ///
  /// ```swift
  /// terminal.send("quit\n1\n")
  /// await app.idle()
  /// #expect(terminal.exitStatus == 0)
  /// ```
  public func idle() async {
    // A view that changes what it reads on every frame would never be done: at most a
    // hundred rounds, as ViewHost.idle().
    for _ in 0..<100 {
      await host.work.idle()
      guard !hasEnded else { return }
      if isWaiting {
        resume()
      } else if host.needsRender {
        runQueue()
      } else {
        return
      }
    }
  }

  /// Once the screen has settled, prints it (when it changed) and runs the next queued
  /// command; quits after the last one when the input has ended. Waits for the host's work
  /// (``WorkTracker/idle()``) whenever some is in flight: a screen is printed only settled.
  func runQueue() {
    guard !isWaiting else { return }
    // Printing can change the screen again (a table reads the rows it printed): a screen that
    // changes on every look would never settle, so it is looked at a hundred times at most.
    var looks = 0
    while !hasEnded {
      // The tree follows every change at once (views start their work as they appear).
      if host.needsRender { _ = host.render(size: size) }
      guard host.work.isIdle else { return waitForWork() }
      printScreen()
      looks += 1
      if looks < 100, host.needsRender || !host.work.isIdle { continue }
      guard !queue.isEmpty else {
        if inputEnded { quit(status: 0) }
        return
      }
      perform(queue.removeFirst())
      looks = 0
    }
  }

  /// Waits for the host's work to end, then runs the queue again.
  private func waitForWork() {
    isWaiting = true
    let work = host.work
    Task { [weak self] in
      await work.idle()
      self?.resume()
    }
  }

  /// Goes on after a wait for the host's work (``waitForWork()``; ``idle()`` may get there
  /// first): runs the queue again, which waits again if more work has started since.
  private func resume() {
    guard isWaiting else { return }
    isWaiting = false
    runQueue()
  }

  private func printScreen() {
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
