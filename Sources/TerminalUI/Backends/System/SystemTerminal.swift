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
  public var canSuspend: Bool { getpgrp() != getsid(0) && isForeground }

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

  /// Stops the whole foreground job, as the terminal does for Ctrl-Z in cooked mode: a
  /// program that started this one (`swift run`) stops with it, so the shell sees the job
  /// stop and takes the terminal. SIGSTOP, which nothing can catch or block (libdispatch's
  /// signal thread holds SIGTSTP); `fg` continues the job (SIGCONT).
  public func stop() { kill(0, SIGSTOP) }

  public func end(status: Int32) { ProcessExit.exit(status: status) }

  public func start(_ handler: @escaping @MainActor (TerminalEvent) -> Void) {
    self.handler = handler
    let input = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .main)
    input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.handler(Self.readEvent()) } }
    input.resume()
    sources = [input]
    watch(SIGWINCH, as: .resized)
    watch(SIGCONT, as: .resumed)
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

  private func watch(_ number: Int32, as event: TerminalEvent) {
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .main)
    source.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.handler(event) } }
    source.resume()
    sources.append(source)
  }

  /// One read of standard input as an event.
  private static func readEvent() -> TerminalEvent {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
    if count == 0 { return .endOfInput }
    guard count > 0 else {
      // The terminal is gone (EIO after a hang-up that was ignored): end instead of spinning
      // on an input source that stays readable.
      return errno != EINTR && errno != EAGAIN ? .failed : .input([])
    }
    return .input(Array(buffer[0..<count]))
  }
}
