import Foundation

/// Writes to standard output and error through file handles (the C globals are not
/// concurrency-safe in Swift 6).
enum FileHandleOutput {
  static func standardOutput(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func standardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
