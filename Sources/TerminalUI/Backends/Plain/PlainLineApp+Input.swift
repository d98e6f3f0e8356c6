import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PlainLineApp {
  /// Reads standard input on a thread of its own, with blocking reads, and hands what it
  /// reads — and its end — to the main queue. A dispatch read source would not do: it never
  /// fires for a regular file or `/dev/null` (which `epoll` refuses), and a script's input
  /// must end the program however it is given.
  func startReading() {
    ProcessExit.onExit { [weak self] in self?.restoreEcho() }
    Thread.detachNewThread { [weak self] in
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
        if count < 0, errno == EINTR { continue }
        let bytes = count > 0 ? Array(buffer[0..<count]) : nil
        DispatchQueue.main.async { MainActor.assumeIsolated { self?.receive(bytes) } }
        if bytes == nil { return }
      }
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
