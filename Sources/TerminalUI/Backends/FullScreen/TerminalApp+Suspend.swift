import Foundation

extension TerminalApp {
  /// Draws everything again (the next frame clears the screen first, inside the same write).
  func redrawAll() {
    encoder.reset()
    render()
  }

  /// Ctrl-Z (or SIGTSTP): gives the terminal back to the shell, when a shell with job control
  /// can give it back (``TerminalIO/canSuspend``); otherwise does nothing — stopped under a
  /// program that opened the terminal itself (`script`, an editor, a test harness), nothing
  /// would ever resume it.
  func suspend() {
    guard !isSuspended, !isRunningProgram, terminal.canSuspend else { return }
    isSuspended = true
    terminal.leave()
    terminal.stop()
  }

  /// SIGCONT: back in full screen — once the process is in the foreground. `bg` continues it
  /// in the background, where it must not touch the terminal (no raw mode, no frame): it stops
  /// again at once, as a job reading the terminal from the background is stopped, until `fg`
  /// continues it in the foreground (SIGCONT again).
  func resumeAfterSuspend() {
    guard isSuspended else { return }
    guard terminal.isForeground else { return terminal.stop() }
    isSuspended = false
    terminal.reenter()
    redrawAll()
  }
}
