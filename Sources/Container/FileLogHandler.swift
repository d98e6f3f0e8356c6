import Foundation
import Logging

/// A swift-log handler that appends lines to a file — never to the screen the UI draws on.
///
/// Each line: ISO 8601 time, level, label, message, then `key=value` metadata, sorted.
/// Callers log ids and outcomes, never passwords, hashes or emails.
///
/// ```swift
/// let file = LogFile(path: "/tmp/switchyard.log")
/// let logger = Logger(label: "switchyard") { FileLogHandler(label: $0, file: file) }
/// ```
public struct FileLogHandler: LogHandler {
  public var metadata: Logger.Metadata = [:]
  public var logLevel: Logger.Level = .info
  let label: String
  let file: LogFile

  /// A handler for `label` appending to `file`.
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
