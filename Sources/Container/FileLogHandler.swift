import Foundation
import Logging

/// A swift-log handler that appends lines to a file — never to the screen the UI draws on.
public struct FileLogHandler: LogHandler {
  public var metadata: Logger.Metadata = [:]
  public var logLevel: Logger.Level = .info
  let label: String
  let file: LogFile

  public init(label: String, file: LogFile) {
    self.label = label
    self.file = file
  }

  public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  public func log(event: LogEvent) {
    let time = ISO8601DateFormatter().string(from: Date())
    let extra = metadata.merging(event.metadata ?? [:]) { $1 }
    let details =
      extra.isEmpty ? "" : " " + extra.map { "\($0.key)=\($0.value)" }.sorted().joined(separator: " ")
    file.append("\(time) \(event.level) \(label): \(event.message)\(details)\n")
  }
}

/// An append-only log file shared by handlers.
public final class LogFile: Sendable {
  private let handle: FileHandle?
  private let lock = NSLock()

  /// Opens (creating with mode 0600) `path` for appending; logging is off if it cannot be.
  public init(path: String) {
    if !FileManager.default.fileExists(atPath: path) {
      _ = FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
    }
    handle = FileHandle(forWritingAtPath: path)
    _ = try? handle?.seekToEnd()
  }

  func append(_ line: String) {
    lock.withLock { try? handle?.write(contentsOf: Data(line.utf8)) }
  }
}
