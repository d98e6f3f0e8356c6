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

  func suspend() {
    guard !isSuspended, !isRunningProgram else { return }
    isSuspended = true
    TerminalSession.restore()
    // SIGSTOP, which nothing can catch or block, stops the process the way the shell's job
    // control expects; SIGCONT (`fg`) resumes it.
    kill(getpid(), SIGSTOP)
  }

  func resumeAfterSuspend() {
    guard isSuspended else { return }
    isSuspended = false
    TerminalSession.reenter()
    redrawAll()
  }
}
