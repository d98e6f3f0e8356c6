/// A terminal held in memory, for running a ``TerminalApp`` — or a ``PlainLineApp`` — in a
/// test: bytes typed in, frames (or plain screens) written out, resizes and suspends on demand,
/// and no time passing unless the test says so.
///
/// Work the runtime schedules for "as soon as possible" (the frame after a burst of keys)
/// runs before ``send(_:)-([UInt8])`` and the other inputs return; work scheduled for later (a lone
/// Esc's timeout, an animation tick) runs on ``passTime()``. Read what is on screen through
/// `SwitchyardTesting`'s `InMemoryTerminal.screen`, or the bytes in ``output``.
@MainActor
public final class InMemoryTerminal: TerminalIO, PlainLineIO {
  public private(set) var size: Size
  /// The terminal's clock: it stands still until ``passTime()``.
  public private(set) var now = ContinuousClock.now
  /// What the terminal shows: a modern xterm (``TerminalCapabilities/xterm``: true colour,
  /// UTF-8, REP) in every environment, so a test reads the same screen whatever `TERM` and the
  /// locale say. Set it before the app starts to test another terminal, or the environment's
  /// (``TerminalCapabilities/detect(environment:)``).
  public var capabilities = TerminalCapabilities.xterm
  /// Whether the app may suspend (a shell with job control above it).
  public var canSuspend = true
  /// Whether the app is the foreground job.
  public var isForeground = true
  /// Everything the app wrote, in order.
  public private(set) var output: [UInt8] = []
  /// How many writes (frames and mode changes) the app made.
  public private(set) var writeCount = 0
  /// Whether the terminal is in full-screen mode (between ``enter(mouse:)`` and ``leave()``).
  public private(set) var isFullScreen = false
  /// Whether the app asked for mouse reports.
  public private(set) var isMouseReporting = false
  /// How many times the app stopped (``stop()``) to give the terminal back.
  public private(set) var stopCount = 0
  /// The status the app ended with, once it has.
  public private(set) var exitStatus: Int32?
  private var handler: (@MainActor (TerminalEvent) -> Void)?
  private var soon: [@MainActor () -> Void] = []
  private var later: [@MainActor () -> Void] = []

  /// The terminal keeps the app running on it (its handler) until the app ends, and the app
  /// does not keep the terminal: an app a test starts and never ends goes with the terminal.
  public var holdsItsApp: Bool { true }

  /// A terminal of `size` cells.
  public init(size: Size = Size(width: 80, height: 24)) {
    self.size = size
  }

  /// Types `bytes` in one read, as a terminal delivers a burst of keys or a paste.
  public func send(_ bytes: [UInt8]) { report(.input(bytes)) }

  /// Types `text` (UTF-8) in one read.
  public func send(_ text: String) { send(Array(text.utf8)) }

  /// Resizes the terminal to `newSize` and reports it.
  public func resize(to newSize: Size) {
    size = newSize
    report(.resized)
  }

  /// Closes the input (as a terminal hanging up does).
  public func endInput() { report(.endOfInput) }

  /// Asks the app to suspend, as SIGTSTP from outside does.
  public func requestSuspend() { report(.suspendRequested) }

  /// Continues the app after a stop, as SIGCONT does.
  public func resume() { report(.resumed) }

  /// Lets a second pass: runs the work scheduled for later (a lone Esc's timeout, an
  /// animation tick), then what that scheduled for as soon as possible.
  public func passTime() {
    now += .seconds(1)
    let due = later
    later = []
    due.forEach { $0() }
    runSoon()
  }

  public func enter(mouse: Bool) throws {
    isFullScreen = true
    isMouseReporting = mouse
    write(Array((TerminalRestore.enterSequence + TerminalSession.screenModes(mouse: mouse)).utf8))
  }

  public func leave() {
    isFullScreen = false
    write(Array(TerminalRestore.leaveSequence.utf8))
  }

  public func reenter() { try? enter(mouse: isMouseReporting) }

  public func write(_ bytes: [UInt8]) {
    output += bytes
    writeCount += 1
  }

  public func start(_ handler: @escaping @MainActor (TerminalEvent) -> Void) {
    self.handler = handler
  }

  public func schedule(after milliseconds: Int, _ work: @escaping @MainActor () -> Void) {
    if milliseconds > 0 { later.append(work) } else { soon.append(work) }
  }

  public func stop() { stopCount += 1 }

  public func end(status: Int32) {
    if isFullScreen { leave() }
    exitStatus = status
    handler = nil  // the app ends: nothing more reaches it, and it can go
  }

  private func report(_ event: TerminalEvent) {
    handler?(event)
    runSoon()
  }

  private func runSoon() {
    while !soon.isEmpty {
      let due = soon
      soon = []
      due.forEach { $0() }
    }
  }
}
