import Foundation
import TerminalUI

/// Writes to standard output and error through file handles (the C globals are not
/// concurrency-safe in Swift 6), with every control character but the line feed replaced
/// (``TerminalUI/Sanitizer``): paths, names and messages can come from data — a file name, a
/// table name inside a crafted database — and must never reach a terminal as an escape
/// sequence.
enum FileHandleOutput {
  static func standardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(Sanitizer.clean(text, keepingNewlines: true).utf8))
  }

  static func standardError(_ text: String) {
    FileHandle.standardError.write(Data(Sanitizer.clean(text, keepingNewlines: true).utf8))
  }
}
