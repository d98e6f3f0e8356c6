/// Runs a program that needs the terminal — an editor, a pager — while the app steps aside.
///
/// ``TerminalApp`` is one: it leaves full-screen mode, runs the program on the terminal,
/// waits for it, then takes the screen back and redraws. Give a model one (or an
/// ``ExternalEditor`` built on one) and a test can give it a fake that needs no terminal.
@MainActor
public protocol ExternalProgramRunner: AnyObject {
  /// Runs `executable` (looked up on `PATH` when it has no slash) with `arguments`, the
  /// terminal handed over to it, and returns its exit status (128 + the signal's number when
  /// a signal ended it).
  func runProgram(_ executable: String, arguments: [String]) throws -> Int32
}

/// Why an external program could not run.
public enum ExternalProgramError: Error, Equatable, CustomStringConvertible {
  /// No full-screen terminal is running to hand over (plain line mode, a test).
  case noTerminal
  /// The program could not be started (`errno`).
  case cannotStart(String, Int32)
  /// The program ended with a non-zero status.
  case failed(String, Int32)
  /// A file for the program could not be made or read (`errno`).
  case file(Int32)

  /// A one-line explanation for the user.
  public var description: String {
    switch self {
    case .noTerminal: "an external program needs the full-screen terminal"
    case .cannotStart(let program, let code): "could not start \(program) (errno \(code))"
    case .failed(let program, let status): "\(program) ended with status \(status); nothing was changed"
    case .file(let code): "could not use a temporary file (errno \(code))"
    }
  }
}
