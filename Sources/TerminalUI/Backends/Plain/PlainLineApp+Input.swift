import Foundation

extension PlainLineApp {
  /// Handles one event from the input: lines to carry out, or the input's end.
  func handle(_ event: TerminalEvent) {
    switch event {
    case .input(let bytes): receive(bytes)
    case .endOfInput, .failed: receive(nil)
    case .resized, .resumed, .suspendRequested: return
    }
  }

  /// Takes in what was read (`nil`: the end of the input) and runs the complete lines.
  func receive(_ bytes: [UInt8]?) {
    guard let bytes else {
      if !pendingLine.isEmpty { queue.append(pendingLine) }
      pendingLine = ""
      inputEnded = true
      return runQueue()
    }
    pendingLine += String(decoding: bytes, as: UTF8.self)
    while let newline = pendingLine.firstIndex(of: "\n") {
      queue.append(String(pendingLine[..<newline]).trimmingCharacters(in: CharacterSet(charactersIn: "\r")))
      pendingLine = String(pendingLine[pendingLine.index(after: newline)...])
      // A line typed at a terminal with echo off left the cursor on the line: end it.
      if isEchoHidden { output("\n") }
    }
    runQueue()
  }
}
