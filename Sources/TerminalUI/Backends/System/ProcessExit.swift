import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a terminal program ends in an orderly way, whichever way it ends: a quit, the end of
/// its input, or a terminating signal (SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGUSR1 …).
/// Each runs the exit hooks once — closing files, copying a database's log into the file
/// — restores the terminal, and ends the process (by the same signal, for a signal, unless a
/// hook reported a failure: then with the failure's status).
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
  private static var hooks: [(run: @MainActor () -> Void, note: Int?)] = []
  private static var isExiting = false
  private static var failureStatus: Int32?

  /// The status the process ends with when a signal's exit could not finish its hooks in time
  /// (see ``onExit(unfinished:_:)``): 75, `EX_TEMPFAIL` — nothing is lost, but the work the
  /// hooks do is left for the next start.
  public nonisolated static let unfinishedStatus: Int32 = 75

  /// Adds `hook` to the work done before the process ends in an orderly way; hooks run once,
  /// in the order they were added, on the main actor.
  ///
  /// A terminating signal's exit does not wait for ever on a main queue that is busy or
  /// blocked (see ``arm()``). With `unfinished`, a hook that has not returned when the process
  /// has to end anyway has that line written to standard error, and the process ends with
  /// ``unfinishedStatus`` rather than by the signal — so a script can tell the work was not
  /// done:
  ///
  /// ```swift
  /// ProcessExit.onExit(unfinished: "ended before the database was closed; the next start finishes it") {
  ///   try? database.close()
  /// }
  /// ```
  public static func onExit(unfinished: String? = nil, _ hook: @escaping @MainActor () -> Void) {
    hooks.append((hook, unfinished.map { progress.add(note: $0) }))
  }

  /// Runs the exit hooks (once), restores the terminal and ends the process with `status` —
  /// or with the status a hook reported through ``reportFailure(_:status:)``, when `status`
  /// says all went well.
  public static func exit(status: Int32) -> Never {
    runHooks()
    guard progress.claim(by: .mainQueue) else { waitForTheEnd() }
    TerminalRestore.restore()
    Foundation.exit(status == 0 ? failureStatus ?? 0 : status)
  }

  /// Called from an exit hook whose work failed (a database that could not be closed
  /// cleanly): the process ends with `status` instead of success — also when a signal ends
  /// it, which would otherwise say all went well — so a script sees it.
  public static func reportFailure(status: Int32 = 1) {
    failureStatus = failureStatus ?? status
  }

  /// ``reportFailure(status:)``, saying why in `message`: one line on standard error (every
  /// control character replaced), shown after the terminal is restored, and never waiting long
  /// on a terminal that has stopped reading.
  public static func reportFailure(_ message: String, status: Int32 = 1) {
    ExitMessage.write(message + "\n")
    reportFailure(status: status)
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
  /// a database is safe — every committed write is in its `-wal` file, which the next open
  /// applies), or has not finished within ``hookGrace``. Ending it itself, it writes the notes
  /// of the hooks that had not returned and ends with ``unfinishedStatus`` — or, when there are
  /// none, by the signal.
  private nonisolated static func watch(_ reader: Int32) {
    var byte: UInt8 = 0
    while read(reader, &byte, 1) != 1 {
      if errno != EINTR { return }
    }
    let number = Int32(byte)
    DispatchQueue.main.async { finishOnMainQueue(number) }
    if progress.waitForStart(within: mainQueueGrace), progress.waitForMainQueue(within: hookGrace) {
      return  // the main queue ends the process, with the status its hooks left
    }
    guard progress.claim(by: .watcher) else { return }
    let notes = progress.unfinishedNotes
    guard !notes.isEmpty else { SignalHandlers.end(by: number) }
    ExitMessage.write(notes.map { $0 + "\n" }.joined())
    _exit(unfinishedStatus)
  }

  /// The orderly exit after signal `number`, on the main queue.
  private nonisolated static func finishOnMainQueue(_ number: Int32) {
    MainActor.assumeIsolated { finish(signal: number) }
  }

  /// How long a busy main queue has to start the exit hooks after a signal.
  nonisolated static let mainQueueGrace = DispatchTimeInterval.milliseconds(80)
  /// How long the exit hooks, once started, have to finish (a checkpoint of a large `-wal`).
  nonisolated static let hookGrace = DispatchTimeInterval.seconds(3)
  /// The exit's progress, shared with the signal watcher's thread. (Semaphores and a lock
  /// rather than `Synchronization.Atomic`, which needs macOS 15; no signal handler touches it.)
  private nonisolated static let progress = ExitProgress()
  private static var isArmed = false

  /// Ends the process after signal `number` asked for it: hooks, terminal, then the
  /// signal's own default action (so the exit status says which signal it was) — or, when a
  /// hook reported a failure, the status it gave (the work the signal's exit is for was not
  /// done, and the status must not say it was).
  private static func finish(signal number: Int32) -> Never {
    runHooks()
    guard progress.claim(by: .mainQueue) else { waitForTheEnd() }
    TerminalRestore.restore()
    if let failureStatus { Foundation.exit(failureStatus) }
    SignalHandlers.end(by: number)
  }

  private static func runHooks() {
    guard !isExiting else { return }
    isExiting = true
    progress.start()
    let pending = hooks
    hooks = []
    for hook in pending {
      hook.run()
      if let note = hook.note { progress.finished(note) }
    }
  }

  /// Waits while the signal watcher's thread, which has claimed the end, ends the process.
  private static func waitForTheEnd() -> Never {
    while true { _ = pause() }
  }
}
