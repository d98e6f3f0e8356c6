import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A program running in a pseudo-terminal, driven like a person at a keyboard: type keys,
/// wait for text to appear on its screen, and check how it leaves the terminal.
///
/// ```swift
/// let terminal = try PseudoTerminal(executable: gallery, columns: 80, rows: 24)
/// try terminal.waitFor("Gallery")
/// terminal.send("q")
/// let status = try terminal.waitForExit()
/// ```
///
/// Waiting polls the terminal with a deadline (it waits for output; it never paces a test).
public final class PseudoTerminal {
  /// The terminal's screen as the program has drawn it so far.
  public private(set) var screen: ScreenEmulator
  /// Every byte the program has written, in order.
  public private(set) var output: [UInt8] = []

  let master: Int32
  let slave: Int32
  let pid: pid_t
  private var exitStatus: Int32?

  /// Starts `executable` with `arguments` in a new `columns`×`rows` pseudo-terminal, as the
  /// leader of a new session whose controlling terminal it is.
  public init(
    executable: URL, arguments: [String] = [], environment: [String: String] = [:],
    columns: Int = 80, rows: Int = 24
  ) throws {
    screen = ScreenEmulator(columns: columns, rows: rows)
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard master >= 0 else { throw PseudoTerminalError.openFailed(errno) }
    let slavePath = try Self.unlockSlave(of: master)
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    slave = open(slavePath, O_RDWR | O_NOCTTY)
    guard slave >= 0 else { throw PseudoTerminalError.openFailed(errno) }
    pid = try Self.spawn(
      executable.path, arguments: arguments, environment: environment, terminal: slavePath)
  }

  deinit {
    if exitStatus == nil {
      kill(pid, SIGKILL)
      var status: Int32 = 0
      waitpid(pid, &status, 0)
    }
    close(master)
    close(slave)
  }

  /// Types `text` (UTF-8) into the terminal.
  public func send(_ text: String) {
    send(Array(text.utf8))
  }

  /// Writes raw bytes (control keys, escape sequences) into the terminal.
  public func send(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written <= 0 { return }
      offset += written
    }
  }

  /// Sends SIGTERM to the program.
  public func terminate() {
    signal(SIGTERM)
  }

  /// Sends signal `number` to the program.
  public func signal(_ number: Int32) {
    kill(pid, number)
  }

  /// Resizes the terminal; the program receives SIGWINCH.
  public func resize(columns: Int, rows: Int) {
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    screen.resize(columns: columns, rows: rows)
  }

  /// Reads output until `text` is on the screen, or fails after `timeout`.
  @discardableResult
  public func waitFor(_ text: String, timeout: Duration = .seconds(30)) throws -> String {
    try waitUntil(timeout: timeout, waitingFor: text) { $0.screen.text.contains(text) }
    return screen.text
  }

  /// Reads output until `text` is no longer on the screen, or fails after `timeout`.
  public func waitForAbsence(of text: String, timeout: Duration = .seconds(30)) throws {
    try waitUntil(timeout: timeout, waitingFor: "“\(text)” to go away") { !$0.screen.text.contains(text) }
  }

  /// Reads output until `condition` holds, or fails after `timeout`.
  public func waitUntil(
    timeout: Duration = .seconds(30), waitingFor description: String = "a condition",
    _ condition: (PseudoTerminal) -> Bool
  ) throws {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !condition(self) {
      let remaining = deadline - ContinuousClock.now
      guard remaining > .zero else {
        throw PseudoTerminalError.timedOut(waitingFor: description, screen: screen.text)
      }
      readAvailable(waitingUpTo: remaining)
    }
  }

  /// Waits for the program to exit and returns its exit status (128 + n for signal n).
  public func waitForExit(timeout: Duration = .seconds(30)) throws -> Int32 {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while true {
      if let status = reap() {
        // Take in what the program wrote on its way out (restoring the terminal).
        while readAvailable(waitingUpTo: .milliseconds(20)) {}
        return status
      }
      let remaining = deadline - ContinuousClock.now
      guard remaining > .zero else {
        throw PseudoTerminalError.timedOut(waitingFor: "the program to exit", screen: screen.text)
      }
      readAvailable(waitingUpTo: min(remaining, .milliseconds(50)))
    }
  }

  /// The terminal's current modes, as the program left them.
  public func attributes() -> termios {
    var attributes = termios()
    tcgetattr(slave, &attributes)
    return attributes
  }

  /// Whether the terminal is back in canonical mode with echo, as a shell expects.
  public var isSane: Bool {
    let flags = attributes().c_lflag
    return flags & tcflag_t(ICANON) != 0 && flags & tcflag_t(ECHO) != 0
  }

  private func reap() -> Int32? {
    if let exitStatus { return exitStatus }
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
    let code = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    exitStatus = code
    return code
  }

  /// Reads what is available within `timeout`; returns whether anything was read.
  @discardableResult
  private func readAvailable(waitingUpTo timeout: Duration) -> Bool {
    var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    let (seconds, attoseconds) = timeout.components
    let milliseconds = Int32(max(1, min(seconds * 1000 + attoseconds / 1_000_000_000_000_000, 200)))
    guard poll(&descriptor, 1, milliseconds) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 65_536)
    let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
    guard count > 0 else { return false }
    let chunk = Array(buffer[0..<count])
    output.append(contentsOf: chunk)
    screen.feed(chunk)
    return true
  }
}

/// Why a ``PseudoTerminal`` operation failed.
public enum PseudoTerminalError: Error, CustomStringConvertible {
  case openFailed(Int32)
  case spawnFailed(Int32)
  case timedOut(waitingFor: String, screen: String)

  public var description: String {
    switch self {
    case .openFailed(let code): "could not open a pseudo-terminal (errno \(code))"
    case .spawnFailed(let code): "could not start the program (errno \(code))"
    case .timedOut(let what, let screen):
      "timed out waiting for \(what); the screen shows:\n\(Self.shortened(screen))"
    }
  }

  /// The screen without its blank lines, and at most its first 8 and last 16 lines: `swift
  /// test` has been seen to leave out a failure's whole message when it is a few kilobytes.
  static func shortened(_ screen: String) -> String {
    let lines = screen.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.allSatisfy(\.isWhitespace) }
    guard lines.count > 24 else { return lines.joined(separator: "\n") }
    return (lines.prefix(8) + ["… \(lines.count - 24) more lines …"] + lines.suffix(16)).joined(
      separator: "\n")
  }
}
