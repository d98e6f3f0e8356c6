#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What one `read(2)` of the terminal means to the full-screen runtime (``SystemTerminal``).
enum TerminalReadResult: Equatable {
  /// That many bytes were read.
  case bytes(Int)
  /// Something to report: the end of the input, a terminal gone, or nothing (an interrupted
  /// read, reported as no bytes).
  case event(TerminalEvent)
  /// The read was refused because the process is a background job: it must stop until the
  /// shell puts it in the foreground, not end.
  case background

  /// The meaning of a read that returned `count` (-1: failed with `error`), by a process that
  /// is, or not, a background job of a shell with job control (`inBackground`).
  init(count: Int, error: Int32, inBackground: Bool) {
    if count > 0 {
      self = .bytes(count)
    } else if count == 0 {
      self = .event(.endOfInput)
    } else if error == EINTR || error == EAGAIN {
      self = .event(.input([]))
    } else if error == EIO, inBackground {
      // A background job reading its terminal while it cannot be sent SIGTTIN (blocked or
      // ignored) gets EIO; the terminal itself is still there.
      self = .background
    } else {
      // The terminal is gone (EIO after a hang-up that was ignored): end instead of spinning
      // on an input source that stays readable.
      self = .event(.failed)
    }
  }
}
