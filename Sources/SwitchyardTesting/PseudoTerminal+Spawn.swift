import Foundation
import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PseudoTerminal {
  /// Unlocks the slave side of the pseudo-terminal master `master` and returns its path.
  ///
  /// Uses the Linux ioctls behind `unlockpt` and `ptsname`, which Swift's Glibc module does
  /// not import (values from <asm-generic/ioctls.h>).
  static func unlockSlave(of master: Int32) throws -> String {
    #if canImport(Darwin)
      guard grantpt(master) == 0, unlockpt(master) == 0, let name = ptsname(master) else {
        throw PseudoTerminalError.openFailed(errno)
      }
      return String(cString: name)
    #else
      return try unlockLinuxSlave(of: master)
    #endif
  }

  #if !canImport(Darwin)
    private static func unlockLinuxSlave(of master: Int32) throws -> String {
      let setLock: UInt = 0x4004_5431  // TIOCSPTLCK
      let getNumber: UInt = 0x8004_5430  // TIOCGPTN
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard ioctl(master, setLock, &unlock) == 0, ioctl(master, getNumber, &number) == 0 else {
        throw PseudoTerminalError.openFailed(errno)
      }
      return "/dev/pts/\(number)"
    }
  #endif

  /// Environment variables a sanitizer runtime reads, passed on to the program.
  static let sanitizerVariables = ["ASAN_", "TSAN_", "UBSAN_", "LSAN_", "MSAN_"]

  /// Starts `path` with the terminal at `terminal` as its standard input, output and error,
  /// in a new session, so the terminal becomes its controlling terminal.
  static func spawn(
    _ path: String, arguments: [String], environment: [String: String], terminal: String
  ) throws -> pid_t {
    var actions = SpawnFileActions.empty()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, terminal, O_RDWR, 0)
    posix_spawn_file_actions_adddup2(&actions, 0, 1)
    posix_spawn_file_actions_adddup2(&actions, 0, 2)
    // The terminal alone: another test's terminal or a file being written, held by this
    // program, could keep a script written by one test from running ("Text file busy").
    var flags = SpawnFileActions.closeAllButStandard(&actions)

    var attributes = SpawnAttributes.empty()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    #if canImport(Darwin)
      flags |= Int32(POSIX_SPAWN_SETSID)
    #else
      // POSIX_SPAWN_SETSID (glibc 2.26+, value from <spawn.h>) is not imported into Swift.
      flags |= 0x80
    #endif
    // Every signal at its default action and none blocked, as a shell starts a program.
    SpawnAttributes.setDefaultSignals(&attributes, extraFlags: flags)

    ChildLeakCheck.disabledForChildren
    var variables = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
    let inherited = ProcessInfo.processInfo.environment
    if let home = inherited["HOME"] { variables["HOME"] = home }
    // A test run under a sanitizer (`swift test --sanitize=…`) passes its options on, so the
    // program is checked the same way and its reports follow the same rules.
    for (name, value) in inherited where sanitizerVariables.contains(where: name.hasPrefix) {
      variables[name] = value
    }
    variables.merge(environment) { $1 }
    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    let envp = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let result = posix_spawn(&pid, path, &actions, &attributes, argv, envp)
    guard result == 0 else { throw PseudoTerminalError.spawnFailed(result) }
    return pid
  }
}
