import Foundation

/// Lines written to standard error on the way out (a failed exit hook, an exit that could not
/// finish), without ever waiting long on a terminal that has stopped reading: the process must
/// still end.
enum ExitMessage {
  /// How long, in milliseconds, a message waits for a terminal with no room before it is dropped.
  static let patience: Int32 = 100

  /// Writes `text`, every control character but the line feed replaced (it may hold a path or
  /// a name from data), to standard error: into the capture file while full-screen mode is on
  /// (it is shown once the screen is back), else to the terminal through the process's own
  /// non-blocking descriptor when standard error is that terminal, else as it is.
  static func write(_ text: String) {
    let bytes = Array(Sanitizer.clean(text, keepingNewlines: true).utf8)
    let state = TerminalRestore.state.value
    let toTerminal = !state.isCapturing && state.errorsToOutput && state.output >= 0
    _ = bytes.withUnsafeBytes {
      BoundedWrite.write($0, to: toTerminal ? state.output : 2, patience: patience)
    }
  }
}
