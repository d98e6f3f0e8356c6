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
/// try await terminal.waitFor("Gallery")
/// terminal.send("q")
/// let status = try await terminal.waitForExit()
/// ```
///
/// A thread of its own reads what the program writes and reaps it when it ends; a wait
/// suspends until the screen changes (or, at the latest, a twentieth of a second passes, for a
/// condition on something else) and fails at its deadline. It never holds a thread of Swift's
/// concurrency pool, and it never paces a test.
public final class PseudoTerminal: Sendable {
  /// The terminal's screen as the program has drawn it so far.
  public var screen: ScreenEmulator { state.withContents(\.screen) }
  /// Every byte the program has written, in order.
  public var output: [UInt8] { state.withContents(\.output) }

  let master: Int32
  let slave: Int32
  let pid: pid_t
  let state: PseudoTerminalState

  /// Starts `executable` with `arguments` in a new `columns`×`rows` pseudo-terminal, as the
  /// leader of a new session whose controlling terminal it is.
  public init(
    executable: URL, arguments: [String] = [], environment: [String: String] = [:],
    columns: Int = 80, rows: Int = 24
  ) throws {
    state = PseudoTerminalState(screen: ScreenEmulator(columns: columns, rows: rows))
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    guard master >= 0 else { throw PseudoTerminalError.openFailed(errno) }
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
    let slavePath: String
    do {
      slavePath = try Self.unlockSlave(of: master)
    } catch {
      close(master)
      throw error
    }
    slave = open(slavePath, O_RDWR | O_NOCTTY)
    guard slave >= 0 else {
      close(master)
      throw PseudoTerminalError.openFailed(errno)
    }
    do {
      pid = try Self.spawn(
        executable.path, arguments: arguments, environment: environment, terminal: slavePath)
    } catch {
      close(master)
      close(slave)
      throw error
    }
    PseudoTerminalReader.start(master: master, pid: pid, state: state)
  }

  deinit {
    // The reading thread reaps the program, then closes the master side and ends.
    if !state.withContents(\.isReaped) { kill(pid, SIGKILL) }
    state.stop()
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

  /// Stops reading what the program writes, as a terminal whose connection stalled: once the
  /// terminal's buffers are full, the program's writes block. ``resumeReading()`` reads again.
  public func pauseReading() {
    state.withContents { $0.isPaused = true }
  }

  /// Reads what the program writes again, after ``pauseReading()``.
  public func resumeReading() {
    state.withContents { $0.isPaused = false }
  }

  /// Whether the terminal has no room for more output (the kernel says its side of the
  /// terminal is not writable): a program's next write to it blocks until it is read again.
  public var isFull: Bool {
    var descriptor = pollfd(fd: slave, events: Int16(POLLOUT), revents: 0)
    return poll(&descriptor, 1, 0) == 0
  }

  /// Whether the program has ended (it has been reaped; what it wrote last may still be on its
  /// way to the screen: ``waitForExit(timeout:)`` waits for that too).
  public var hasExited: Bool { state.withContents(\.isReaped) }

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
    state.withContents { $0.screen.resize(columns: columns, rows: rows) }
    var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(master, UInt(TIOCSWINSZ), &size)
  }

  /// Waits until `text` is on the screen, or fails after `timeout`; returns the screen's text.
  @discardableResult
  public func waitFor(_ text: String, timeout: Duration = .seconds(30)) async throws -> String {
    try await waitUntil(timeout: timeout, waitingFor: text) { $0.screen.text.contains(text) }
    return screen.text
  }

  /// Waits until `text` is no longer on the screen, or fails after `timeout`.
  public func waitForAbsence(of text: String, timeout: Duration = .seconds(30)) async throws {
    try await waitUntil(timeout: timeout, waitingFor: "“\(text)” to go away") {
      !$0.screen.text.contains(text)
    }
  }

  /// Waits until `condition` holds, or fails after `timeout`. The condition is checked again
  /// whenever the program writes, and at least every twentieth of a second.
  public func waitUntil(
    timeout: Duration = .seconds(30), waitingFor description: String = "a condition",
    _ condition: (PseudoTerminal) -> Bool
  ) async throws {
    let deadline = ContinuousClock.now.advanced(by: timeout)
    while !condition(self) {
      guard ContinuousClock.now < deadline else {
        throw PseudoTerminalError.timedOut(waitingFor: description, screen: screen.text)
      }
      await state.nextChange()
    }
  }

  /// Waits for the program to exit and returns its exit status (128 + n for signal n), once
  /// what it wrote on its way out (restoring the terminal) has been read.
  public func waitForExit(timeout: Duration = .seconds(30)) async throws -> Int32 {
    try await waitUntil(timeout: timeout, waitingFor: "the program to exit") {
      $0.state.withContents(\.exitStatus) != nil
    }
    return state.withContents(\.exitStatus) ?? -1
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
