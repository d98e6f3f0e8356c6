import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension PlainLineApp {
  /// Reads what standard input holds — and its end, in the same turn: the read source may
  /// not fire again for an end of input that arrived together with the last bytes of a
  /// pipe, and a script's input must end the program.
  func readInput() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    repeat {
      let count = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if count < 0, errno == EINTR || errno == EAGAIN { break }
      guard count > 0 else {
        source?.cancel()
        if !pendingLine.isEmpty { queue.append(pendingLine) }
        inputEnded = true
        return runQueue()
      }
      pendingLine += String(decoding: buffer[0..<count], as: UTF8.self)
      while let newline = pendingLine.firstIndex(of: "\n") {
        queue.append(String(pendingLine[..<newline]).trimmingCharacters(in: CharacterSet(charactersIn: "\r")))
        pendingLine = String(pendingLine[pendingLine.index(after: newline)...])
      }
    } while Self.inputIsReady()
    runQueue()
  }

  /// Whether a read of standard input would return at once (bytes, or its end).
  private static func inputIsReady() -> Bool {
    var descriptor = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, 0) > 0
  }
}
