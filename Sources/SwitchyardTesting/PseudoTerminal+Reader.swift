import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a ``PseudoTerminal``'s reading thread and the test waiting on it share.
final class PseudoTerminalState: @unchecked Sendable {
  // `@unchecked Sendable`: `contents` and `waiters` are read and written only while `lock`
  // is held; continuations are resumed after it is released.
  struct Contents {
    var screen: ScreenEmulator
    var output: [UInt8] = []
    /// Set once the program has been reaped (it can no longer be signalled).
    var isReaped = false
    /// Set once the program has been reaped and what it wrote on its way out has been read.
    var exitStatus: Int32?
    /// Set when the terminal goes away: the reading thread ends once it has reaped.
    var isStopped = false
    /// Set while the terminal reads nothing the program writes (a stalled connection).
    var isPaused = false
  }

  private let lock = NSLock()
  private var contents: Contents
  private var waiters: [CheckedContinuation<Void, Never>] = []

  init(screen: ScreenEmulator) {
    contents = Contents(screen: screen)
  }

  func withContents<T>(_ body: (inout Contents) -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body(&contents)
  }

  func withContents<T>(_ keyPath: KeyPath<Contents, T>) -> T {
    withContents { $0[keyPath: keyPath] }
  }

  /// Returns at the next change or tick of the reading thread (at once once it has stopped).
  func nextChange() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      lock.lock()
      if contents.isStopped {
        lock.unlock()
        continuation.resume()
      } else {
        waiters.append(continuation)
        lock.unlock()
      }
    }
  }

  /// Resumes everyone waiting for a change.
  func wake() {
    lock.lock()
    let due = waiters
    waiters = []
    lock.unlock()
    due.forEach { $0.resume() }
  }

  /// Asks the reading thread to end (once it has reaped the program).
  func stop() {
    withContents { $0.isStopped = true }
    wake()
  }
}

/// The thread that reads a pseudo-terminal's master side into its screen and reaps its
/// program: a blocking `poll` on a thread of its own, so that waiting never holds a thread of
/// Swift's concurrency pool (two of them on two cores: a blocked one starved other tests).
enum PseudoTerminalReader {
  /// How long one `poll` waits at most: waiters are woken at least this often, for
  /// conditions on something other than the screen (a file, a process state).
  static let tick: Int32 = 50
  /// How long one wait lasts while the terminal reads nothing (only reaping is left to do).
  static let pausedTick: Int32 = 2
  /// After the program has ended: how long a quiet terminal means everything it wrote is in.
  /// (The kernel moves what a program wrote last to this side on a worker thread of its own,
  /// which a loaded machine can hold up for tens of milliseconds: 20 ms lost a program's last
  /// write — its leave-full-screen sequence — about once in five loaded runs of the signal table.)
  static let drainQuiet: Int32 = 100

  static func start(master: Int32, pid: pid_t, state: PseudoTerminalState) {
    let thread = Thread { run(master: master, pid: pid, state: state) }
    thread.name = "PseudoTerminal \(pid)"
    thread.start()
  }

  private static func run(master: Int32, pid: pid_t, state: PseudoTerminalState) {
    var buffer = [UInt8](repeating: 0, count: 65_536)
    var reaped: Int32?
    var isPublished = false
    var isHungUp = false
    while !(state.withContents(\.isStopped) && reaped != nil) {
      let draining = reaped != nil && !isPublished
      // A hung-up master polls ready for ever, and a paused one must not be read: poll
      // nothing, only wait the tick (and go on reaping).
      let isPaused = state.withContents(\.isPaused)
      var descriptor = pollfd(fd: isHungUp || isPaused ? -1 : master, events: Int16(POLLIN), revents: 0)
      var didRead = false
      // While paused, reap promptly: nothing else wakes the loop.
      if poll(&descriptor, 1, draining ? drainQuiet : isPaused ? pausedTick : tick) > 0 {
        let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
        if count > 0 {
          let chunk = Array(buffer[0..<count])
          state.withContents {
            $0.output.append(contentsOf: chunk)
            $0.screen.feed(chunk)
          }
          didRead = true
        } else if count == 0 || errno == EIO {
          // End of file, or EIO: the program's side is gone. (EINTR or EAGAIN — a signal
          // for this process, say the end of another test's child — is only tried again.)
          isHungUp = true
        }
      }
      if reaped == nil, let status = reap(pid) {
        reaped = status
        state.withContents { $0.isReaped = true }
      } else if let reaped, !isPublished, !didRead {
        state.withContents { $0.exitStatus = reaped }
        isPublished = true
      }
      state.wake()
    }
    close(master)
  }

  /// The program's exit status (128 + n for signal n) once it has ended; nil while it runs.
  private static func reap(_ pid: pid_t) -> Int32? {
    var status: Int32 = 0
    let result = waitpid(pid, &status, WNOHANG)
    if result == 0 || (result < 0 && errno == EINTR) { return nil }
    // Reaped elsewhere (or never ours): there is no status to give.
    guard result == pid else { return -1 }
    return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
  }
}
