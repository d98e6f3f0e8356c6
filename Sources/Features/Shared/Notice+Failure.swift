import TerminalUI

extension Notice {
  /// A notice that something the user asked for failed, with why: shown longer than a success.
  static func failure(_ message: String) -> Notice {
    Notice(message, kind: .danger, duration: .seconds(8))
  }
}
