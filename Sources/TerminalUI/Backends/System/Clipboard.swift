import Foundation

extension TerminalSession {
  /// Puts `text` on the terminal's clipboard with OSC 52 (xterm, kitty, WezTerm, foot, iTerm2,
  /// tmux with `set-clipboard on`; ignored by terminals without it). Only in full-screen mode:
  /// in plain mode the sequence would be printed.
  public static func copyToClipboard(_ text: String) {
    guard TerminalRestore.state.value.isActive else { return }
    writeAll("\u{1B}]52;c;" + Data(text.utf8).base64EncodedString() + "\u{07}")
  }
}
