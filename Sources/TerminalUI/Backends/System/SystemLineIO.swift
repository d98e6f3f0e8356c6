import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input and output, as plain line mode reads and writes them (``PlainLineIO``): input
/// on a thread of its own with blocking reads, screens written in full to file descriptor 1, the
/// end through ``ProcessExit``, and the terminal's echo turned off while a password is typed when
/// standard input is a terminal.
///
/// A dispatch read source would not do for the input: it never fires for a regular file or
/// `/dev/null` (which `epoll` refuses), and a script's input must end the program however it is
/// given.
@MainActor
public final class SystemLineIO: PlainLineIO {
  /// Whether this turned the terminal's echo off (a secure field is focused).
  private var isEchoHidden = false

  /// Standard input and output (file descriptors 0 and 1).
  public init() {}

  public func start(_ handler: @escaping @MainActor (TerminalEvent) -> Void) {
    ProcessExit.arm()
    ProcessExit.onExit { [weak self] in _ = self?.hideTyping(false) }
    Thread.detachNewThread {
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        let event = count > 0 ? TerminalEvent.input(Array(buffer[0..<count])) : .endOfInput
        DispatchQueue.main.async { MainActor.assumeIsolated { handler(event) } }
        if count <= 0 { return }
      }
    }
  }

  public func write(_ bytes: [UInt8]) { TerminalSession.writeAll(bytes) }

  public func schedule(after milliseconds: Int, _ work: @escaping @MainActor () -> Void) {
    guard milliseconds > 0 else { return DispatchQueue.main.async { MainActor.assumeIsolated(work) } }
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
      MainActor.assumeIsolated(work)
    }
  }

  public func end(status: Int32) { ProcessExit.exit(status: status) }

  /// Turns the echo of standard input off or on, when it is a terminal (and back on, on every
  /// way out: ``start(_:)`` arranges it).
  public func hideTyping(_ hidden: Bool) -> Bool {
    guard hidden != isEchoHidden, isatty(0) == 1 else { return false }
    var modes = termios()
    guard tcgetattr(0, &modes) == 0 else { return false }
    if hidden {
      modes.c_lflag &= ~tcflag_t(ECHO)
    } else {
      modes.c_lflag |= tcflag_t(ECHO)
    }
    guard tcsetattr(0, TCSANOW, &modes) == 0 else { return false }
    isEchoHidden = hidden
    return true
  }
}
