import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TerminalApp: ExternalProgramRunner {
  /// Runs `executable` with `arguments` on the terminal: leaves full-screen mode (the
  /// terminal as it was before the app, standard error back on screen), runs the program with
  /// every signal at its default action, waits for it — ignoring Ctrl-C and Ctrl-\ meanwhile,
  /// which are the program's, and stopping along with it if it is suspended — then enters
  /// full-screen mode again and redraws. Returns its exit status.
  public func runProgram(_ executable: String, arguments: [String]) throws -> Int32 {
    isRunningProgram = true
    terminal.leave()
    defer {
      terminal.reenter()
      decoder = InputDecoder()
      isRunningProgram = false
      redrawAll()
    }
    return try SignalHandlers.whileIgnoring([SIGINT, SIGQUIT]) {
      let pid = try Self.spawn(executable, arguments: arguments)
      return Self.wait(for: pid)
    }
  }

  /// Starts `executable` on this process's standard input, output and error, with every
  /// signal at its default action and none blocked (as a shell starts a program), and no other
  /// descriptor of this process open: not the app's database, not its log.
  private static func spawn(_ executable: String, arguments: [String]) throws -> pid_t {
    var actions = SpawnFileActions.empty()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let flags = SpawnFileActions.closeAllButStandard(&actions)
    var attributes = SpawnAttributes.empty()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    SpawnAttributes.setDefaultSignals(&attributes, extraFlags: flags)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    let result = posix_spawnp(&pid, executable, &actions, &attributes, argv, ProcessEnvironment.current)
    guard result == 0 else { throw ExternalProgramError.cannotStart(executable, result) }
    return pid
  }

  /// Waits for `pid` to end; its exit status. If it stops (Ctrl-Z in it), this process stops
  /// too, so the shell gets the terminal back, and both go on together after `fg`.
  private static func wait(for pid: pid_t) -> Int32 {
    var status: Int32 = 0
    while true {
      let result = waitpid(pid, &status, WUNTRACED)
      if result < 0 {
        if errno == EINTR { continue }
        return 127
      }
      if status & 0xff == 0x7f {  // stopped
        kill(getpid(), SIGSTOP)
        kill(pid, SIGCONT)
        continue
      }
      return status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    }
  }
}
