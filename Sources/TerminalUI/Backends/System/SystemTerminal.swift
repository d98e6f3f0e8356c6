import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's own terminal (standard input and output): termios raw mode, the signals
/// that report resizes and suspends, and the process's exit (see ``TerminalSession`` and
/// ``ProcessExit``).
@MainActor
public final class SystemTerminal: TerminalIO {
  private var sources: [any DispatchSourceProtocol] = []
  /// The source reading standard input, and whether it is paused (``readInput()``).
  private var input: (any DispatchSourceRead)?
  private var isInputPaused = false
  private var handler: @MainActor (TerminalEvent) -> Void = { _ in }
  /// The size the last check saw (see ``start(_:)``).
  private var checkedSize: Size?

  /// The terminal on file descriptors 0 and 1.
  public init() {}

  public var size: Size { TerminalSession.size() }

  public var now: ContinuousClock.Instant { .now }

  /// Whether a shell's job control can resume this process after it stops: its process
  /// group is the terminal's foreground group, and is not the session's own group (a program
  /// that opened the terminal and made this process its session leader has no shell above it
  /// to resume a stopped job).
  public var canSuspend: Bool { hasJobControl && isForeground }

  /// Whether a shell's job control runs this process: its process group is not its session's.
  private var hasJobControl: Bool { getpgrp() != getsid(0) }

  public var isForeground: Bool { tcgetpgrp(STDIN_FILENO) == getpgrp() }

  public func enter(mouse: Bool) throws {
    try TerminalSession.enter(mouse: mouse)
    ProcessExit.arm()
  }

  public func leave() { TerminalSession.restore() }

  public func reenter() { TerminalSession.reenter() }

  public func write(_ bytes: [UInt8]) { TerminalSession.writeAll(bytes) }

  public func schedule(after milliseconds: Int, _ work: @escaping @MainActor () -> Void) {
    guard milliseconds > 0 else { return DispatchQueue.main.async { MainActor.assumeIsolated(work) } }
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) {
      MainActor.assumeIsolated(work)
    }
  }

  /// Stops the whole job, as the terminal does for Ctrl-Z in cooked mode: a program that
  /// started this one (`swift run`) stops with it, so the shell sees the job stop and takes
  /// the terminal. In the foreground SIGSTOP, which nothing can catch or block (libdispatch's
  /// signal thread holds SIGTSTP); in the background (`bg` continued it) SIGTTIN, as the
  /// terminal stops a background job that reads it (zsh lists it as "suspended (tty input)").
  /// `fg` continues the job (SIGCONT).
  public func stop() {
    guard isForeground else { return SignalHandlers.stopJobForInput() }
    kill(0, SIGSTOP)
  }

  public func end(status: Int32) { ProcessExit.exit(status: status) }

  public func start(_ handler: @escaping @MainActor (TerminalEvent) -> Void) {
    self.handler = handler
    let input = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .main)
    input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readInput() } }
    input.resume()
    self.input = input
    sources = [input]
    watch(SIGWINCH, as: .resized)
    watch(SIGCONT, as: .resumed) { [weak self] in self?.resumeInput() }
    // SIGTSTP from outside (`kill -TSTP`) suspends as Ctrl-Z does: terminal first.
    watch(SIGTSTP, as: .suspendRequested)
    // A size check four times a second backs up SIGWINCH, which can be lost while the
    // signal source is still being armed.
    checkedSize = size
    let sizeCheck = DispatchSource.makeTimerSource(queue: .main)
    sizeCheck.schedule(deadline: .now() + .milliseconds(250), repeating: .milliseconds(250))
    sizeCheck.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        guard let self, self.size != self.checkedSize else { return }
        self.checkedSize = self.size
        self.handler(.resized)
      }
    }
    sizeCheck.resume()
    sources.append(sizeCheck)
  }

  /// Reports signal `number` as `event`, after `first`.
  private func watch(_ number: Int32, as event: TerminalEvent, first: @escaping @MainActor () -> Void = {}) {
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
    source.setEventHandler { [weak self] in
      MainActor.assumeIsolated {
        first()
        self?.handler(event)
      }
    }
    source.resume()
    sources.append(source)
  }

  /// Reads standard input once and reports what it read. A read refused because this job is
  /// in the background (EIO: the main queue's thread blocks SIGTTIN, so the kernel cannot stop
  /// the job itself) stops the job as the kernel would, and reads nothing more until it is
  /// continued: it is neither the end of the input nor a terminal gone.
  private func readInput() {
    // Only if there is something to read now: the input source may have fired for bytes
    // another process (the shell, while this job ran in the background) has read since, and
    // standard input blocks: the read would hold the main queue until the next key.
    var ready = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    guard poll(&ready, 1, 0) > 0 else { return }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
    let error = errno
    let inBackground = count < 0 && hasJobControl && !isForeground
    switch TerminalReadResult(count: count, error: error, inBackground: inBackground) {
    case .bytes(let count): handler(.input(Array(buffer[0..<count])))
    case .event(let event): handler(event)
    case .background:
      // Paused until SIGCONT: a job SIGTTIN cannot stop (an orphaned one) must not spin.
      isInputPaused = true
      input?.suspend()
      stop()
    }
  }

  /// Reads standard input again after it was paused by a read from the background.
  private func resumeInput() {
    guard isInputPaused else { return }
    isInputPaused = false
    input?.resume()
  }
}
