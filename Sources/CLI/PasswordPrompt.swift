import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a password: typed at the terminal without echo when standard input is one (the
/// prompt goes to standard error), else the first line of standard input (for scripts).
enum PasswordPrompt {
  static func read(prompt: String) -> String {
    guard isatty(0) == 1 else { return readLine(strippingNewline: true).map(trimmingReturn) ?? "" }
    var original = termios()
    let canHide = tcgetattr(0, &original) == 0
    if canHide {
      var hidden = original
      hidden.c_lflag &= ~tcflag_t(ECHO)
      _ = tcsetattr(0, TCSAFLUSH, &hidden)
    }
    FileHandleOutput.standardError(prompt)
    let line = readLine(strippingNewline: true) ?? ""
    if canHide { _ = tcsetattr(0, TCSAFLUSH, &original) }
    FileHandleOutput.standardError("\n")
    return trimmingReturn(line)
  }

  private static func trimmingReturn(_ line: String) -> String {
    line.hasSuffix("\r") ? String(line.dropLast()) : line
  }
}
