import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalApp {
  /// Draws everything again (the next frame clears the screen first, inside the same write).
  func redrawAll() {
    encoder.reset()
    render()
  }

  /// Ctrl-Z (or SIGTSTP): gives the terminal back to the shell, when a shell with job control
  /// can give it back (``canSuspend``); otherwise does nothing — stopped under a program that
  /// opened the terminal itself (`script`, an editor, a test harness), nothing would ever
  /// resume it.
  func suspend() {
    guard !isSuspended, !isRunningProgram, Self.canSuspend else { return }
    isSuspended = true
    TerminalSession.restore()
    // Stops the whole foreground job, as the terminal does for Ctrl-Z in cooked mode: a
    // program that started this one (`swift run`) stops with it, so the shell sees the job
    // stop and takes the terminal. SIGSTOP, which nothing can catch or block (libdispatch's
    // signal thread holds SIGTSTP); `fg` continues the job (SIGCONT).
    kill(0, SIGSTOP)
  }

  /// SIGCONT: back in full screen — once the process is in the foreground (`bg` continues it
  /// in the background, where it must not draw; `fg` sends SIGCONT again).
  func resumeAfterSuspend() {
    guard isSuspended, Self.isForeground else { return }
    isSuspended = false
    TerminalSession.reenter()
    redrawAll()
  }

  /// Whether a shell's job control can resume this process after it stops: its process
  /// group is the terminal's foreground group, and is not the session's own group (a program
  /// that opened the terminal and made this process its session leader has no shell above it
  /// to resume a stopped job).
  static var canSuspend: Bool {
    let group = getpgrp()
    return group != getsid(0) && isForeground
  }

  /// Whether this process's group is the terminal's foreground group.
  static var isForeground: Bool {
    tcgetpgrp(STDIN_FILENO) == getpgrp()
  }
}
