#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing to a terminal that may have stopped reading (a stalled ssh session) without being
/// held by it, through a non-blocking descriptor of the writer's own
/// (``TerminalSession/outputDescriptor``: its flags are not shared with standard input, which
/// another thread reads): each time the terminal has no room the write waits in `poll(2)` — for
/// what is left of a bound, and for a byte on an *abandon* descriptor, which ends the wait at
/// once. On a blocking descriptor it waits as `write(2)` does. Safe inside a signal handler: it
/// calls only `write(2)`, `poll(2)` and `clock_gettime(2)`, and touches no memory but its
/// arguments.
enum BoundedWrite {
  /// No bound: wait for the terminal as long as it takes (or until abandoned).
  static let forever: Int32 = -1

  /// Writes all of `bytes` to `descriptor` unless the terminal has no room for `patience`
  /// milliseconds in all (``forever``: no limit), or `abandon` (-1: none) becomes readable
  /// while it waits; returns whether everything was written.
  ///
  /// A non-blocking write also fails when another thread is in the middle of its own write to
  /// the terminal (the kernel's write lock is taken), although there is room: that wait is not
  /// counted against `patience` (the terminal is reading), only bounded by ``contention``.
  static func write(
    _ bytes: UnsafeRawBufferPointer, to descriptor: Int32, patience: Int32, abandon: Int32 = -1
  ) -> Bool {
    guard let base = bytes.baseAddress, bytes.count > 0 else { return true }
    var stalledLeft = Int64(patience)
    let contentionEnd = now() + contention
    var offset = 0
    while offset < bytes.count {
      let written = systemWrite(descriptor, base + offset, bytes.count - offset)
      if written > 0 {
        offset += written
        continue
      }
      let failure = errno
      if written < 0, failure == EINTR { continue }
      guard written < 0, failure == EAGAIN || failure == EWOULDBLOCK else { return false }
      var waits = (
        pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0),
        pollfd(fd: abandon, events: Int16(POLLIN), revents: 0)
      )
      let before = now()
      let ready = withUnsafeMutableBytes(of: &waits) { raw in
        poll(
          raw.baseAddress!.assumingMemoryBound(to: pollfd.self), 2,
          patience == forever ? -1 : Int32(clamping: max(stalledLeft, 0)))
      }
      if ready < 0, errno != EINTR { return false }
      if waits.1.revents != 0 { return false }
      if waits.0.revents & Int16(POLLOUT) != 0 {
        // Room, yet the write failed: another thread is writing. Let it finish.
        guard patience == forever || now() < contentionEnd else { return false }
        _ = poll(nil, 0, 1)
      } else if patience != forever {
        stalledLeft -= now() - before
        if stalledLeft <= 0 { return false }
      }
    }
    return true
  }

  /// How long, in milliseconds, a bounded write waits in all for other threads' writes to the
  /// same terminal to finish.
  static let contention: Int64 = 500

  /// The monotonic clock in milliseconds.
  private static func now() -> Int64 {
    var time = timespec()
    _ = clock_gettime(CLOCK_MONOTONIC, &time)
    return Int64(time.tv_sec) * 1000 + Int64(time.tv_nsec) / 1_000_000
  }

  private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(descriptor, bytes, count)
    #else
      Darwin.write(descriptor, bytes, count)
    #endif
  }
}
