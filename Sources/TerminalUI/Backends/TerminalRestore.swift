import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The saved terminal state and the code that puts it back, written to be safe inside a
/// signal handler (only `write(2)`, `tcsetattr(3)`, `signal(2)` and `raise(3)`).
enum TerminalRestore {
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[2J"
  static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

  // `nonisolated(unsafe)`: written once on the main thread before any handler is installed,
  // then only read — including from signal handlers, which cannot take locks.
  nonisolated(unsafe) static var saved: termios?
  nonisolated(unsafe) static var isActive = false
  nonisolated(unsafe) static var leaveBytes: [UInt8] = Array(leaveSequence.utf8)

  static func save(_ original: termios) {
    saved = original
    isActive = true
  }

  /// Restores the terminal if full-screen mode is active; safe to call more than once.
  static func restore() {
    guard isActive else { return }
    isActive = false
    leaveBytes.withUnsafeBytes { _ = write(1, $0.baseAddress, $0.count) }
    if var original = saved { tcsetattr(0, TCSAFLUSH, &original) }
  }

  /// Restores the terminal on exit, on termination signals and on crashes.
  static func installHandlers() {
    atexit { TerminalRestore.restore() }
    for termination in [SIGINT, SIGTERM, SIGHUP, SIGQUIT] {
      _ = signal(termination) { number in
        TerminalRestore.restore()
        _exit(128 + number)
      }
    }
    for crash in [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE] {
      _ = signal(crash) { number in
        TerminalRestore.restore()
        _ = signal(number, SIG_DFL)
        raise(number)
      }
    }
  }
}
