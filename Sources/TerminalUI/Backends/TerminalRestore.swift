import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The saved terminal state and the code that puts it back, written to be safe inside a
/// signal handler: the handlers only read memory allocated beforehand and call `write(2)`,
/// `tcsetattr(3)`, `sigaction(2)` and `raise(3)`.
enum TerminalRestore {
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[2J"
  /// Also turns mouse reporting off and autowrap back on (TerminalSession.screenModes).
  static let leaveSequence =
    "\u{1B}[0m\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?7h\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"
  static let terminationSignals = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]
  static let crashSignals = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE]

  /// What the handlers read, in static buffers allocated once (on the main thread, before
  /// any handler is installed) and never freed.
  struct Storage {
    /// The terminal modes to restore.
    let original: UnsafeMutablePointer<termios>
    /// The bytes that leave full-screen mode.
    let leave: UnsafeMutableBufferPointer<UInt8>
    /// Each signal's action before ours, indexed by signal number.
    let previous: UnsafeMutablePointer<sigaction>
  }

  // `nonisolated(unsafe)`: written only on the main thread before any handler that reads it
  // is installed (`storage`), or a plain flag whose worst race is restoring twice, which is
  // harmless (`isActive`, `handlersInstalled`).
  nonisolated(unsafe) static var storage: Storage?
  nonisolated(unsafe) static var isActive = false
  nonisolated(unsafe) static var handlersInstalled = false

  static func save(_ original: termios) {
    let storage = storage ?? makeStorage()
    storage.original.pointee = original
    self.storage = storage
    isActive = true
  }

  private static func makeStorage() -> Storage {
    let bytes = Array(leaveSequence.utf8)
    let leave = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = leave.initialize(from: bytes)
    let previous = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    previous.initialize(repeating: sigaction(), count: 65)
    return Storage(
      original: .allocate(capacity: 1), leave: leave, previous: previous)
  }

  /// Restores the terminal if full-screen mode is active; safe to call more than once, and
  /// from a signal handler.
  static func restore() {
    guard isActive, let storage else { return }
    _ = write(1, storage.leave.baseAddress, storage.leave.count)
    _ = tcsetattr(0, TCSAFLUSH, storage.original)
    isActive = false
  }

  /// Restores the terminal on exit, on termination signals and on crashes. A signal that was
  /// ignored when the program started (`nohup`) stays ignored; a crash goes on, once the
  /// terminal is restored, to the handler that was there before (the Swift runtime's
  /// backtracer, which can now print readably) or to the default action.
  static func installHandlers() {
    guard !handlersInstalled, let storage else { return }
    handlersInstalled = true
    atexit { TerminalRestore.restore() }
    for number in terminationSignals {
      install(number, storage: storage) { number in
        TerminalRestore.restore()
        _ = signal(number, SIG_DFL)
        _ = raise(number)
      }
    }
    for number in crashSignals {
      install(number, storage: storage) { number in
        TerminalRestore.restore()
        if let storage = TerminalRestore.storage {
          _ = sigaction(number, storage.previous + Int(number), nil)
        }
        _ = raise(number)
      }
    }
  }

  private static func install(
    _ number: Int32, storage: Storage, handler: @convention(c) (Int32) -> Void
  ) {
    var action = sigaction()
    action.handler = handler
    sigemptyset(&action.sa_mask)
    let previous = storage.previous + Int(number)
    _ = sigaction(number, &action, previous)
    if previous.pointee.isIgnore {
      // Leave an ignored termination signal ignored; never ignore a crash.
      if terminationSignals.contains(number) {
        _ = sigaction(number, previous, nil)
      } else {
        previous.pointee.handler = SIG_DFL
      }
    }
  }
}

extension sigaction {
  /// The plain (one-argument) handler, whatever the platform calls its field.
  fileprivate var handler: (@convention(c) (Int32) -> Void)? {
    get {
      #if os(Linux)
        __sigaction_handler.sa_handler
      #else
        __sigaction_u.__sa_handler
      #endif
    }
    set {
      #if os(Linux)
        __sigaction_handler.sa_handler = newValue
      #else
        __sigaction_u.__sa_handler = newValue
      #endif
    }
  }

  /// Whether this action ignores the signal (`SIG_IGN`, and no `SA_SIGINFO` handler).
  fileprivate var isIgnore: Bool {
    sa_flags & SA_SIGINFO == 0
      && unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}
