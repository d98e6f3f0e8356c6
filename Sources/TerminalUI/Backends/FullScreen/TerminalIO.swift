/// The terminal a ``TerminalApp`` draws on and reads keys from: everything the full-screen
/// runtime needs from the outside world, so that the runtime itself (raw bytes in, frames
/// out, resize, suspend) runs the same on a real terminal (``SystemTerminal``) and in a test
/// (``InMemoryTerminal``).
@MainActor
public protocol TerminalIO: AnyObject {
  /// The terminal's size in cells.
  var size: Size { get }
  /// The time now, as input timeouts (a lone Esc) measure it.
  var now: ContinuousClock.Instant { get }
  /// What the terminal shows (colours, UTF-8, REP); frames are encoded for it. The
  /// environment's (``TerminalCapabilities/detect(environment:)``) unless the terminal says.
  var capabilities: TerminalCapabilities { get }
  /// Whether a shell's job control can resume the app after it stops (``stop()``).
  var canSuspend: Bool { get }
  /// Whether the app is the terminal's foreground job (it draws only then).
  var isForeground: Bool { get }
  /// Switches to full-screen mode: raw input, the alternate screen, a hidden cursor; with
  /// `mouse`, clicks and the wheel are reported. Throws when this is not a terminal.
  func enter(mouse: Bool) throws
  /// Puts the terminal back as it was (before a suspend or an external program).
  func leave()
  /// Full-screen mode again after ``leave()``.
  func reenter()
  /// Writes `bytes` (one frame) in full.
  func write(_ bytes: [UInt8])
  /// Starts reporting what happens to the terminal (``TerminalEvent``) to `handler`.
  func start(_ handler: @escaping @MainActor (TerminalEvent) -> Void)
  /// Runs `work` on the main actor after `milliseconds` (0: as soon as the current work ends,
  /// which is how a burst of changes becomes one frame).
  func schedule(after milliseconds: Int, _ work: @escaping @MainActor () -> Void)
  /// Stops the app until the shell continues it (a ``TerminalEvent/resumed`` follows).
  func stop()
  /// Ends the app with `status` (the system terminal ends the process).
  func end(status: Int32)
  /// Whether the terminal keeps the app running on it alive (from ``start(_:)`` until
  /// ``end(status:)``) and is kept by whoever made it (an ``InMemoryTerminal``: a test): the app
  /// then holds it weakly, and an app that never ends goes when its terminal does. `false` by
  /// default: the app holds its terminal.
  var holdsItsApp: Bool { get }
}

extension TerminalIO {
  public var capabilities: TerminalCapabilities { .detect() }
  /// The app holds the terminal it runs on.
  public var holdsItsApp: Bool { false }
}

/// Something that happened to the terminal, reported to the runtime in order.
public enum TerminalEvent: Sendable, Equatable {
  /// Bytes typed or pasted (one read's worth).
  case input([UInt8])
  /// The input ended (the terminal closed it).
  case endOfInput
  /// The terminal is gone (a read failed for good).
  case failed
  /// The size may have changed.
  case resized
  /// The app was continued after a stop (SIGCONT).
  case resumed
  /// Something outside asked the app to suspend (SIGTSTP).
  case suspendRequested
}
