import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminal in full-screen mode: raw input, the alternate screen, a hidden cursor and
/// bracketed paste — and the guarantee that the terminal is put back as it was on a normal
/// exit, Ctrl-C, SIGTERM, SIGHUP and on a crash.
public enum TerminalSession {
  /// Why full-screen mode cannot start.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    case notATerminal
    case attributes(Int32)

    /// A one-line explanation for the user.
    public var description: String {
      switch self {
      case .notATerminal:
        "standard input and output must be a terminal for full-screen mode (use --plain)"
      case .attributes(let code):
        "could not switch the terminal to raw mode (errno \(code))"
      }
    }
  }

  /// Whether both standard input and standard output are terminals.
  public static var isInteractive: Bool { isatty(0) == 1 && isatty(1) == 1 }

  /// Throws ``Failure/notATerminal`` unless both `input` and `output` are terminals: a
  /// raw-mode read loop on a pipe or a file would hang, so full-screen mode refuses first.
  static func requireTerminal(input: Int32 = 0, output: Int32 = 1) throws {
    guard isatty(input) == 1, isatty(output) == 1 else { throw Failure.notATerminal }
  }

  /// Whether mouse reporting was asked for on ``enter(mouse:)``, to turn it on again after
  /// a suspend. `nonisolated(unsafe)`: written once by `enter(mouse:)` before any input is
  /// read, and read by `reenter()` on the main queue after a suspend; never written concurrently.
  nonisolated(unsafe) private static var mouse = false

  /// Enters full-screen mode, and arranges for the terminal to be restored however the
  /// process ends. With `mouse`, the terminal reports clicks and the wheel (SGR, mode 1006);
  /// the leave sequence turns reporting off on every way out. Throws
  /// ``Failure/notATerminal`` (before touching anything) when standard input or output is
  /// not a terminal.
  public static func enter(mouse: Bool = false) throws {
    try requireTerminal()
    _ = outputDescriptor  // opened before any signal handler can need it
    var original = termios()
    guard tcgetattr(0, &original) == 0 else { throw Failure.attributes(errno) }
    TerminalRestore.save(original)
    try enterRawMode()
    TerminalRestore.installHandlers()
    self.mouse = mouse
    writeAll(TerminalRestore.enterSequence + screenModes(mouse: mouse))
  }

  /// Switches the terminal (back) to raw mode and the alternate screen after a suspend or
  /// another program, restoring it on exit again (the counterpart of ``restore()``).
  static func reenter() {
    TerminalRestore.reactivate()
    try? enterRawMode()
    writeAll(TerminalRestore.enterSequence + screenModes(mouse: mouse))
  }

  /// The modes full-screen drawing uses beyond the alternate screen: autowrap off (a
  /// character a terminal draws wider than expected at a row's end cannot wrap and scroll),
  /// and with `mouse`, button and wheel reports in SGR encoding (1000 + 1006).
  public static func screenModes(mouse: Bool) -> String {
    "\u{1B}[?7l" + (mouse ? "\u{1B}[?1000h\u{1B}[?1006h" : "")
  }

  private static func enterRawMode() throws {
    guard var raw = TerminalRestore.state.value.storage?.original.pointee else { return }
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_oflag &= ~tcflag_t(OPOST)
    raw.c_cflag |= tcflag_t(CS8)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(0, TCSAFLUSH, &raw) == 0 else { throw Failure.attributes(errno) }
  }

  /// Leaves full-screen mode and restores the terminal's original modes.
  public static func restore() {
    TerminalRestore.restore()
  }

  /// The terminal's size in cells.
  public static func size() -> Size {
    var size = winsize()
    guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
      return Size(width: 80, height: 24)
    }
    return Size(width: Int(size.ws_col), height: Int(size.ws_row))
  }

  /// Writes `bytes` to standard output in full, in as few `write(2)` calls as the terminal
  /// takes, waiting while it has no room — until the process is asked to end: a terminating
  /// signal abandons a write the terminal does not take (its reader stopped), so the exit's
  /// work (closing the database) runs instead of waiting on the terminal for ever.
  static func writeAll(_ bytes: [UInt8]) {
    let abandon = SignalHandlers.exitState.value.abandonReader
    let output = outputDescriptor
    _ = bytes.withUnsafeBytes {
      BoundedWrite.write($0, to: output >= 0 ? output : 1, patience: BoundedWrite.forever, abandon: abandon)
    }
  }

  /// The terminal standard output is, opened again for writing, non-blocking and close-on-exec:
  /// a descriptor of this process's own, whose non-blocking flag is not shared with standard
  /// input (the same open terminal, which another thread reads and must see blocking). -1 when
  /// standard output is not a terminal (a pipe: written as it is). Opened once, on first use,
  /// and kept in ``TerminalRestore/state`` for the signal handlers.
  static let outputDescriptor: Int32 = {
    guard isatty(1) == 1, let name = ttyname(1) else { return -1 }
    let descriptor = open(name, O_WRONLY | O_NOCTTY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return -1 }
    var output = stat()
    var errors = stat()
    let sameTerminal =
      fstat(descriptor, &output) == 0 && fstat(2, &errors) == 0 && errors.st_rdev == output.st_rdev
      && errors.st_mode & S_IFMT == S_IFCHR
    TerminalRestore.state.value.errorsToOutput = sameTerminal
    TerminalRestore.state.value.output = descriptor
    return descriptor
  }()

  static func writeAll(_ text: String) { writeAll(Array(text.utf8)) }
}
