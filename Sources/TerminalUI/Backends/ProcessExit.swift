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
  private static var source: (any DispatchSourceRead)?

  /// Adds `hook` to the work done before the process ends in an orderly way; hooks run once,
  /// in the order they were added, on the main actor.
  public static func onExit(_ hook: @escaping @MainActor () -> Void) {
    hooks.append(hook)
  }

  /// Runs the exit hooks (once), restores the terminal and ends the process with `status`.
  public static func exit(status: Int32) -> Never {
    runHooks()
    TerminalRestore.restore()
    Foundation.exit(status)
  }

  /// Makes every terminating signal end the process through the exit hooks: the signal
  /// handler restores the terminal and writes the signal's number to a pipe, which the main
  /// queue reads. Call it from the main actor before `dispatchMain()`; calling it again
  /// does nothing.
  public static func arm() {
    guard source == nil else { return }
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    let reader = ends[0]
    let input = DispatchSource.makeReadSource(fileDescriptor: reader, queue: .main)
    input.setEventHandler {
      var byte: UInt8 = 0
      guard read(reader, &byte, 1) == 1 else { return }
      MainActor.assumeIsolated { finish(signal: Int32(byte)) }
    }
    input.resume()
    source = input
    SignalHandlers.exitPipe = ends[1]
    SignalHandlers.installTermination()
  }

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
    let pending = hooks
    hooks = []
    for hook in pending { hook() }
  }
}
