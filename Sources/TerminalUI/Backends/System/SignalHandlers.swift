import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's handlers for every signal that ends it, written to be safe inside a
/// signal handler (they only read memory set up beforehand and call `write(2)`, `poll(2)`,
/// `tcsetattr(3)`, `sigaction(2)`, `sigprocmask(2)` and `raise(3)`). Restoring the terminal
/// there waits at most ``TerminalRestore/signalPatience`` for a terminal that stopped reading.
///
/// - A terminating signal (SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGUSR1 …
///   every one whose default action ends the process) restores the terminal at once, then
///   asks the main queue for an orderly exit through a pipe (see ``ProcessExit``), which
///   finishes its work and ends the process by the same signal. A second signal, or one
///   that arrives before an orderly exit is possible, ends the process at once.
/// - A crash (SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSYS) restores the
///   terminal and goes on to the handler that was there before (the Swift runtime's
///   backtracer, which can now print readably) or to the default action.
///
/// A signal that was ignored when the program started (`nohup`) stays ignored.
enum SignalHandlers {
  /// Every catchable signal whose default action ends the process, other than crashes.
  static let terminationSignals: [Int32] = {
    var signals = [SIGHUP, SIGINT, SIGQUIT, SIGPIPE, SIGALRM, SIGTERM, SIGUSR1, SIGUSR2, SIGPROF]
    signals += [SIGVTALRM, SIGXCPU, SIGXFSZ]
    #if os(Linux)
      signals += [SIGPOLL, SIGSTKFLT, SIGPWR]
      signals += Array(__libc_current_sigrtmin()...__libc_current_sigrtmax())
    #endif
    return signals
  }()
  /// The signals a crash raises.
  static let crashSignals = [SIGSEGV, SIGILL, SIGTRAP, SIGABRT, SIGBUS, SIGFPE, SIGSYS]

  /// Each signal's action before ours, indexed by signal number: set on the main thread
  /// before the handlers that read it are installed.
  nonisolated(unsafe) static let previous: UnsafeMutablePointer<sigaction> = {
    let actions = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
    actions.initialize(repeating: sigaction(), count: 65)
    return actions
  }()

  /// What the handlers read and write besides `previous`: the pipe, set on the main thread
  /// before a handler can read it, and a flag whose worst race is two exit requests, which
  /// the reader handles.
  struct ExitState {
    /// Where a handler writes the signal's number to ask for an orderly exit (-1: nobody
    /// listens, so the process ends at once).
    var exitPipe: Int32 = -1
    var exitRequested = false
    /// A pipe whose read end becomes readable once an exit is requested: a frame write waiting
    /// on a terminal that reads nothing gives up (-1 until ``ProcessExit/arm()`` makes it).
    var abandonReader: Int32 = -1
    var abandonWriter: Int32 = -1
  }

  /// The exit state, read and written through a pointer (``SignalSafeCell``).
  static let exitState = SignalSafeCell(ExitState())

  // `nonisolated(unsafe)`: main thread only; no handler reads them.
  nonisolated(unsafe) static var terminationInstalled = false
  nonisolated(unsafe) static var crashInstalled = false

  /// Installs the handler for every terminating signal (once).
  static func installTermination() {
    guard !terminationInstalled else { return }
    terminationInstalled = true
    for number in terminationSignals {
      install(number) { number in
        TerminalRestore.restore(patience: TerminalRestore.signalPatience)
        let state = SignalHandlers.exitState
        guard state.value.exitPipe >= 0, !state.value.exitRequested else {
          SignalHandlers.end(by: number)
        }
        state.value.exitRequested = true
        var byte = UInt8(truncatingIfNeeded: number)
        _ = write(state.value.abandonWriter, &byte, 1)
        _ = write(state.value.exitPipe, &byte, 1)
        SignalHandlers.setDefault(number)
      }
    }
  }

  /// Installs the handler for every crash signal (once).
  static func installCrash() {
    guard !crashInstalled else { return }
    crashInstalled = true
    for number in crashSignals {
      install(number) { number in
        TerminalRestore.restore(patience: TerminalRestore.signalPatience)
        _ = sigaction(number, SignalHandlers.previous + Int(number), nil)
        _ = raise(number)
      }
    }
  }

  /// Ends the process by signal `number`, as if it had not been caught: its default action,
  /// unblocked for the calling thread (a dispatch worker blocks most signals).
  static func end(by number: Int32) -> Never {
    _ = takeAtDefault(number)
    _ = raise(number)
    // Only a signal whose default action does not end the process gets here.
    _exit(128 + number)
  }

  /// Stops the process's whole job as the terminal stops a background job that reads it:
  /// SIGTTIN to the process group, at its default action (stop) and unblocked for the calling
  /// thread (a dispatch worker blocks it), which is blocked again once the job continues.
  /// The kernel discards it for an orphaned job, which nobody could continue.
  static func stopJobForInput() {
    var previous = takeAtDefault(SIGTTIN)
    _ = kill(0, SIGTTIN)
    _ = pthread_sigmask(SIG_SETMASK, &previous, nil)
  }

  /// Sets signal `number` to its default action and unblocks it for the calling thread;
  /// returns the thread's signal mask before.
  private static func takeAtDefault(_ number: Int32) -> sigset_t {
    setDefault(number)
    var set = sigset_t()
    var previous = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    _ = pthread_sigmask(SIG_UNBLOCK, &set, &previous)
    return previous
  }

  /// Runs `body` with `numbers` ignored, then puts their actions back (as `system(3)` does
  /// while a child owns the terminal: its Ctrl-C is the child's, not ours).
  static func whileIgnoring<T>(_ numbers: [Int32], _ body: () throws -> T) rethrows -> T {
    var saved: [sigaction] = Array(repeating: sigaction(), count: numbers.count)
    var ignore = sigaction()
    ignore.handler = SIG_IGN
    sigemptyset(&ignore.sa_mask)
    for (index, number) in numbers.enumerated() { _ = sigaction(number, &ignore, &saved[index]) }
    defer { for (index, number) in numbers.enumerated() { _ = sigaction(number, &saved[index], nil) } }
    return try body()
  }

  static func setDefault(_ number: Int32) {
    var action = sigaction()
    action.handler = SIG_DFL
    sigemptyset(&action.sa_mask)
    _ = sigaction(number, &action, nil)
  }

  private static func install(_ number: Int32, handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    action.handler = handler
    sigemptyset(&action.sa_mask)
    let saved = previous + Int(number)
    _ = sigaction(number, &action, saved)
    if saved.pointee.isIgnore {
      // Leave an ignored termination signal ignored; never ignore a crash.
      if crashSignals.contains(number) {
        saved.pointee.handler = SIG_DFL
      } else {
        _ = sigaction(number, saved, nil)
      }
    }
  }
}

extension sigaction {
  /// The plain (one-argument) handler, whatever the platform calls its field.
  fileprivate var handler: (@convention(c) (Int32) -> Void)? {
    get {
      #if os(Linux)
        __sigaction_handler.sa_handler
      #else
        __sigaction_u.__sa_handler
      #endif
    }
    set {
      #if os(Linux)
        __sigaction_handler.sa_handler = newValue
      #else
        __sigaction_u.__sa_handler = newValue
      #endif
    }
  }

  /// Whether this action ignores the signal (`SIG_IGN`, and no `SA_SIGINFO` handler).
  fileprivate var isIgnore: Bool {
    sa_flags & SA_SIGINFO == 0
      && unsafeBitCast(handler, to: Int.self) == unsafeBitCast(SIG_IGN, to: Int.self)
  }
}
