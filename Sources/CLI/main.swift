import ArgumentParser
import Foundation

// The `switchyard` executable. A synchronous entry point (not `async @main`) keeps main-actor
// code on the main thread on Linux, which the terminal run loop relies on.
//
// Parsing is done here rather than by `SwitchyardCommand.main()` so that argument errors and
// help go out through `FileHandleOutput`: an argument echoed back in an error message must
// not reach the terminal as an escape sequence either.
//
// The arguments and the parsed command are globals: most commands end the process from inside
// `run()`, and what a global holds is still reachable then, so the address sanitizer's leak
// check does not report it as lost.
var arguments = Array(CommandLine.arguments.dropFirst())
// `switchyard help keys` lists the keys (`help` is otherwise the parser's own).
if arguments == ["help", "keys"] { arguments = ["keys"] }
var command: (any ParsableCommand)?
do {
  command = try SwitchyardCommand.parseAsRoot(arguments)
  try command?.run()
} catch {
  let code = SwitchyardCommand.exitCode(for: error)
  var message = SwitchyardCommand.fullMessage(for: error)
  if code != .success, let suggestion = SubcommandSuggestion.line(for: arguments) {
    message += "\n" + suggestion
  }
  if message.isEmpty {
    // An exit code alone (`throw ExitCode(1)`): what went wrong has been said.
  } else if code == .success {
    FileHandleOutput.standardOutput(message + "\n")
  } else {
    FileHandleOutput.standardError(message + "\n")
  }
  exit(code.rawValue)
}
