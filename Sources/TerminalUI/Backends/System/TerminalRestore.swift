import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The saved terminal state and the code that puts it back, written to be safe inside a
/// signal handler: restoring only reads memory allocated beforehand and calls `write(2)`,
/// `poll(2)`, `fcntl(2)`, `read(2)`, `lseek(2)`, `ftruncate(2)`, `dup2(2)`, `tcflush(3)` and
/// `tcsetattr(3)`.
///
/// While full-screen mode is on, standard error (when it is the terminal) goes to a
/// private temporary file instead of the screen: a message written there — a crash's
/// "Fatal error" — would be drawn inside the alternate screen and vanish with it. Restoring
/// the terminal prints what was captured (its last 64 KB) after the screen is back.
enum TerminalRestore {
  static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[?2004h\u{1B}[2J"
  /// Also turns mouse reporting off and autowrap back on (TerminalSession.screenModes).
  static let leaveSequence =
    "\u{1B}[0m\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l\u{1B}[?7h\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

  /// What restoring reads, in buffers allocated once (on the main thread, before any
  /// handler is installed) and never freed.
  struct Storage {
    /// The terminal modes to restore.
    let original: UnsafeMutablePointer<termios>
    /// The bytes that leave full-screen mode.
    let leave: UnsafeMutableBufferPointer<UInt8>
    /// Room to copy captured standard error through.
    let replay: UnsafeMutableBufferPointer<UInt8>
  }

  /// What restoring reads and writes. Its fields are written only on the main thread before
  /// any handler that reads them is installed (`storage`, `capture`, `realErrors`), or are
  /// plain flags whose worst race is restoring twice, which is harmless (`isActive`,
  /// `isCapturing`).
  struct State {
    var storage: Storage?
    var isActive = false
    /// The private file standard error goes to while full-screen mode is on (-1: none).
    var capture: Int32 = -1
    /// A duplicate of the standard error the program started with (-1: none).
    var realErrors: Int32 = -1
    var isCapturing = false
    /// The terminal opened for writing, non-blocking, by this process alone (-1: none; then
    /// standard output and error are written as they are).
    var output: Int32 = -1
    /// Whether standard error is the same terminal as ``output``.
    var errorsToOutput = false
  }

  /// The state, behind a pointer made once and never freed, read and written through it
  /// (``SignalSafeCell``): a signal handler must not access a global variable directly.
  static let state = SignalSafeCell(State())

  /// Main thread only; no handler reads it.
  nonisolated(unsafe) static var exitHandlerInstalled = false
  /// At most this much of the captured standard error is printed on restoring.
  static let replayLimit = 65_536

  static func save(_ original: termios) {
    let storage = state.value.storage ?? makeStorage()
    storage.original.pointee = original
    state.value.storage = storage
    state.value.isActive = true
  }

  private static func makeStorage() -> Storage {
    let bytes = Array(leaveSequence.utf8)
    let leave = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count)
    _ = leave.initialize(from: bytes)
    let replay = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 4096)
    replay.initialize(repeating: 0)
    return Storage(original: .allocate(capacity: 1), leave: leave, replay: replay)
  }

  /// Restores the terminal handlers on exit, on every terminating signal and on crashes,
  /// and starts capturing standard error (called once full-screen mode is on).
  static func installHandlers() {
    if !exitHandlerInstalled {
      exitHandlerInstalled = true
      atexit { TerminalRestore.restore() }
    }
    SignalHandlers.installTermination()
    SignalHandlers.installCrash()
    captureErrors()
  }

  /// Full-screen mode is on again (after a suspend): restore on exit again, capture again.
  static func reactivate() {
    state.value.isActive = true
    captureErrors()
  }

  /// How long restoring waits for a terminal that takes no more output, in milliseconds: on
  /// an orderly exit or a suspend, and from a signal handler (where the exit must not wait on
  /// a terminal whose reader stopped, a stalled ssh session).
  static let patience: Int32 = 1000
  static let signalPatience: Int32 = 30

  /// Restores the terminal if full-screen mode is active, then prints what standard error
  /// received meanwhile; safe to call more than once, and from a signal handler. It never
  /// blocks on the terminal: each write waits at most `patience` milliseconds for room (what
  /// does not fit is dropped: the terminal is not reading), and the modes are set at once
  /// (`TCSANOW`, typed-ahead input discarded) rather than after the output drains.
  static func restore(patience: Int32 = patience) {
    guard state.value.isActive, let storage = state.value.storage else { return }
    state.value.isActive = false
    let output = state.value.output
    _ = BoundedWrite.write(
      UnsafeRawBufferPointer(storage.leave), to: output >= 0 ? output : 1, patience: patience)
    _ = tcflush(0, TCIFLUSH)
    _ = tcsetattr(0, TCSANOW, storage.original)
    releaseErrors(through: storage.replay, patience: patience)
  }

  /// Sends standard error to the private capture file, when standard error is a terminal.
  private static func captureErrors() {
    guard !state.value.isCapturing, isatty(2) == 1 else { return }
    if state.value.capture < 0 {
      var template = Array((NSTemporaryDirectory() + "/switchyard-stderr-XXXXXX").utf8CString)
      let file = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard file >= 0 else { return }
      template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
      _ = fcntl(file, F_SETFD, FD_CLOEXEC)
      let real = fcntl(2, F_DUPFD_CLOEXEC, 3)
      guard real >= 0 else {
        close(file)
        return
      }
      state.value.capture = file
      state.value.realErrors = real
    }
    guard dup2(state.value.capture, 2) >= 0 else { return }
    state.value.isCapturing = true
  }

  /// Puts the real standard error back and copies what was captured to it.
  private static func releaseErrors(through buffer: UnsafeMutableBufferPointer<UInt8>, patience: Int32) {
    guard state.value.isCapturing else { return }
    state.value.isCapturing = false
    let capture = state.value.capture
    _ = dup2(state.value.realErrors, 2)
    let size = lseek(capture, 0, SEEK_END)
    _ = lseek(capture, max(0, size - off_t(replayLimit)), SEEK_SET)
    while true {
      let count = read(capture, buffer.baseAddress, buffer.count)
      if count <= 0 { break }
      let chunk = UnsafeRawBufferPointer(start: buffer.baseAddress, count: count)
      let output = state.value.output
      let errors = state.value.errorsToOutput && output >= 0 ? output : 2
      if !BoundedWrite.write(chunk, to: errors, patience: patience) { break }
    }
    _ = ftruncate(capture, 0)
    _ = lseek(capture, 0, SEEK_SET)
  }
}
