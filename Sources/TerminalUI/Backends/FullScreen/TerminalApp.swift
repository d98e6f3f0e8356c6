import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``ViewHost`` full screen in the terminal: reads keys, redraws what changed, follows
/// resizes, suspends on Ctrl-Z, and restores the terminal however it ends.
///
/// Call ``run()`` from a synchronous `main.swift`; it never returns (it ends in
/// `dispatchMain()`: main-actor code then runs on the main queue, which libdispatch on
/// Linux drains on a worker thread, so `Thread.isMainThread` is false there). Ctrl-C quits (status
/// 130) unless a view handles it; Ctrl-Z (or SIGTSTP) suspends; Ctrl-L redraws.
///
/// ```swift
/// let host = ViewHost { GalleryView() }
/// try TerminalApp(host: host).run()
/// ```
@MainActor
public final class TerminalApp {
  /// The host running the views.
  public let host: ViewHost
  /// Whether the terminal reports clicks and the wheel to the views (SGR mouse mode).
  public let mouse: Bool
  /// The terminal the app draws on: the process's own (``SystemTerminal``) unless given.
  public var terminal: any TerminalIO { held.value }
  private let held: HeldTerminal<any TerminalIO>
  /// The app that is running: `dispatchMain()` ends the main thread, and with it the only
  /// reference its stack held (the leak checker would report everything as lost).
  static var running: TerminalApp?
  var decoder = InputDecoder()
  var encoder = FrameEncoder(capabilities: .detect())
  var isSuspended = false
  private var isAnimationScheduled = false
  private(set) var isRenderScheduled = false
  /// The time a frame is scheduled for because the last one asked (a notice's time is up).
  var scheduledWakeUp: ContinuousClock.Instant?
  /// Whether a program (``runProgram(_:arguments:)``) has the terminal: suspending is its.
  var isRunningProgram = false
  /// Whether the app has ended (``quit(status:)``): nothing more is read or drawn.
  public private(set) var hasEnded = false
  var lastSize: Size?

  /// Prepares to run `host` full screen on `terminal` (nothing happens until ``run()`` or
  /// ``start()``); with `mouse`, clicks and the wheel reach the views (see
  /// ``ViewHost/send(_:)-(MouseEvent)``).
  public init(host: ViewHost, mouse: Bool = false, terminal: (any TerminalIO)? = nil) {
    self.host = host
    self.mouse = mouse
    let terminal = terminal ?? SystemTerminal()
    held = HeldTerminal(terminal, holdsItsApp: terminal.holdsItsApp, stale: InMemoryTerminal())
  }

  /// Enters full-screen mode and runs until ``quit(status:)``: ``start()``, then
  /// `dispatchMain()`.
  public func run() throws -> Never {
    try launch()
    dispatchMain()
  }

  /// Enters full-screen mode and has the main queue draw the first frame and start reading
  /// the terminal, then returns: call `dispatchMain()` next. Call it outside
  /// `MainActor.assumeIsolated`: it ends the main thread, and what only that thread's stack
  /// held (the closure `assumeIsolated` runs) would be reported as leaked by the address
  /// sanitizer. The Getting Started article's `main.swift` shows the whole pattern.
  public func launch() throws {
    try prepare()
    // From here on the app runs only on the main queue, which `dispatchMain()` hands to a
    // worker thread on Linux: starting it there too means nothing the main thread did
    // before is left unordered with what the queue does next (the thread sanitizer sees
    // the hand-off only through the queue).
    DispatchQueue.main.async { MainActor.assumeIsolated { self.begin() } }
    Self.running = self
  }

  /// Enters full-screen mode, draws the first frame and starts reading the terminal's
  /// events, then returns: for a terminal that delivers its events itself
  /// (``InMemoryTerminal``, a test), where ``run()`` would never return.
  public func start() throws {
    try prepare()
    begin()
  }

  /// Ends the app: the system terminal runs the exit hooks (``ProcessExit/onExit(unfinished:_:)``),
  /// restores the terminal and ends the process; an in-memory one records `status`.
  public func quit(status: Int32 = 0) {
    guard !hasEnded else { return }
    hasEnded = true
    terminal.end(status: status)
  }

  private func prepare() throws {
    encoder = FrameEncoder(capabilities: terminal.capabilities)
    try terminal.enter(mouse: mouse)
    host.clock = { [weak terminal] in terminal?.now ?? .now }
    if host.copyToClipboard == nil {
      // OSC 52: terminals that support it (xterm, kitty, WezTerm, foot, iTerm2, tmux with
      // set-clipboard) put the text on the system clipboard; others ignore it.
      host.copyToClipboard = { [weak self] text in
        self?.terminal.write(Array(("\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}").utf8))
      }
    }
    // Pauses in typing (a picker's type-ahead) are measured by the terminal's clock.
    host.clock = { [weak self] in self?.terminal.now ?? .now }
    host.backendHints = [
      KeyHint("ctrl-c", "quit"), KeyHint("ctrl-z", "suspend", detail: "Back to the shell; fg resumes"),
      KeyHint("ctrl-l", "redraw"),
    ]
    if mouse {
      host.backendHints += [
        KeyHint(
          "click", "select, press, run",
          detail: "A row, a button, a field, a tab, a clickable mark; a footer label runs its key"),
        KeyHint("wheel", "scroll", detail: "Lists, tables, text and this help"),
      ]
    }
    host.onInvalidate = { [weak self] in
      // One frame for however many changes (a burst of keys) come before it.
      guard let self, !self.isRenderScheduled else { return }
      self.isRenderScheduled = true
      self.terminal.schedule(after: 0) { [weak self] in
        guard let self, self.isRenderScheduled else { return }
        self.render()
      }
    }
  }

  private func begin() {
    // The terminal holds the app while it runs (until it ends), as the main queue would.
    terminal.start { event in self.handle(event) }
    render()
  }

  func render() {
    isRenderScheduled = false
    guard !isSuspended, !hasEnded else { return }
    let size = terminal.size
    if size != lastSize {
      lastSize = size
      encoder.reset()
    }
    host.drawsASCII = !encoder.capabilities.unicode
    let frame = host.render(size: size)
    terminal.write(encoder.encode(frame))
    scheduleWakeUp()
    if host.isAnimating, !isAnimationScheduled {
      // One tick at a time, however many frames a burst of keys draws in between.
      isAnimationScheduled = true
      terminal.schedule(after: 100) { [weak self] in
        self?.isAnimationScheduled = false
        self?.host.advanceAnimation()
      }
    }
  }
}
