import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a terminal program ends in an orderly way, whichever way it ends: a quit, the end of
/// its input, or a terminating signal (SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGUSR1 …).
/// Each runs the exit hooks once — closing files, copying a database's log into the file
/// — restores the terminal, and ends the process (by the same signal, for a signal).
///
/// ```swift
/// ProcessExit.onExit { try? database.close() }
/// try TerminalApp(host: host).run()   // quitting, or `kill -TERM`, closes the database first
/// ```
///
/// ``TerminalApp`` and ``PlainLineApp`` arm it when they run and end through it when they
/// quit. A crash runs no hooks: only work that is safe inside a signal handler can be done
/// then (the terminal is still restored).
@MainActor
public enum ProcessExit {
  private static var hooks: [@MainActor () -> Void] = []
  private static var isExiting = false
  private static var failureStatus: Int32?

  /// Adds `hook` to the work done before the process ends in an orderly way; hooks run once,
  /// in the order they were added, on the main actor.
  public static func onExit(_ hook: @escaping @MainActor () -> Void) {
    hooks.append(hook)
  }

  /// Runs the exit hooks (once), restores the terminal and ends the process with `status` —
  /// or with the status a hook reported through ``reportFailure(status:)``, when `status`
  /// says all went well.
  public static func exit(status: Int32) -> Never {
    runHooks()
    TerminalRestore.restore()
    Foundation.exit(status == 0 ? failureStatus ?? 0 : status)
  }

  /// Called from an exit hook whose work failed (a database that could not be closed
  /// cleanly): the process ends with `status` instead of success, so a script sees it.
  public static func reportFailure(status: Int32 = 1) {
    failureStatus = failureStatus ?? status
  }

  /// Makes every terminating signal end the process through the exit hooks: the signal
  /// handler restores the terminal and writes the signal's number to a pipe, which the main
  /// queue reads. Call it from the main actor before `dispatchMain()`; calling it again
  /// does nothing.
  public static func arm() {
    guard !isArmed else { return }
    var ends: [Int32] = [-1, -1]
    var abandon: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    if pipe(&abandon) != 0 { abandon = [-1, -1] }
    for end in ends + abandon where end >= 0 { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    for end in [ends[1], abandon[1]] where end >= 0 {
      _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
    }
    SignalHandlers.exitState.value.abandonReader = abandon[0]
    SignalHandlers.exitState.value.abandonWriter = abandon[1]
    let reader = ends[0]
    // A thread of its own reads the signal, so a main queue that is busy (a long
    // computation) or blocked (a terminal write that does not drain) cannot hold the exit up.
    Thread.detachNewThread { watch(reader) }
    isArmed = true
    SignalHandlers.exitState.value.exitPipe = ends[1]
    SignalHandlers.installTermination()
  }

  /// Waits for a terminating signal's number on `reader`, asks the main queue for the orderly
  /// exit, and ends the process itself if the main queue has not started it within
  /// ``mainQueueGrace`` (the terminal is already restored by then: the signal handler did it;
  /// the database is safe — every committed write is in its `-wal` file, which the next open
  /// applies), or has not finished within ``hookGrace``.
  private nonisolated static func watch(_ reader: Int32) {
    var byte: UInt8 = 0
    while read(reader, &byte, 1) != 1 {
      if errno != EINTR { return }
    }
    let number = Int32(byte)
    DispatchQueue.main.async { finishOnMainQueue(number) }
    let start = ContinuousClock.now
    if hooksStarted.semaphore.wait(timeout: .now() + mainQueueGrace) == .success {
      while ContinuousClock.now - start < hookGrace { usleep(5_000) }
    }
    SignalHandlers.end(by: number)
  }

  /// The orderly exit after signal `number`, on the main queue.
  private nonisolated static func finishOnMainQueue(_ number: Int32) {
    MainActor.assumeIsolated { finish(signal: number) }
  }

  /// How long a busy main queue has to start the exit hooks after a signal.
  nonisolated static let mainQueueGrace = DispatchTimeInterval.milliseconds(80)
  /// How long the exit hooks, once started, have to finish (a checkpoint of a large `-wal`).
  nonisolated static let hookGrace = Duration.seconds(3)
  /// Signalled when the exit hooks start; the signal watcher's thread waits on it. (A
  /// semaphore rather than `Synchronization.Atomic`, which needs macOS 15; no signal handler
  /// touches it.)
  private nonisolated static let hooksStarted = HooksStarted()
  private static var isArmed = false

  /// Ends the process after signal `number` asked for it: hooks, terminal, then the
  /// signal's own default action (so the exit status says which signal it was).
  private static func finish(signal number: Int32) -> Never {
    runHooks()
    TerminalRestore.restore()
    SignalHandlers.end(by: number)
  }

  private static func runHooks() {
    guard !isExiting else { return }
    isExiting = true
    hooksStarted.semaphore.signal()
    let pending = hooks
    hooks = []
    for hook in pending { hook() }
  }
}

/// The start of the exit hooks, for the signal watcher's thread to wait for.
///
/// `@unchecked Sendable`: its one stored property is a semaphore, made to be signalled and
/// waited on from any thread; not every SDK's Dispatch module says `DispatchSemaphore` is
/// `Sendable`, so the wrapper says it for it.
private final class HooksStarted: @unchecked Sendable {
  let semaphore = DispatchSemaphore(value: 0)
}
