import Foundation

/// A recorded session, read back: its `start` line and the events after it.
///
/// ```swift
/// let recording = try Recording(contentsOf: file)
/// let screen = recording.finalScreen
/// ```
public struct Recording: Sendable {
  /// The `start` line.
  public var start: RecordedEvent
  /// Everything after it, in order.
  public var events: [RecordedEvent]

  /// Why a file is not a recording.
  public struct Failure: Error, CustomStringConvertible, Equatable {
    /// What is wrong, in one line.
    public var description: String

    /// A failure saying `description`.
    public init(description: String) {
      self.description = description
    }
  }

  /// Reads the JSON lines of `text`; fails on a line that is not an event, or when the first is
  /// not a `start`.
  public init(text: String) throws {
    var events: [RecordedEvent] = []
    let decoder = JSONDecoder()
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: true).enumerated() {
      do {
        events.append(try decoder.decode(RecordedEvent.self, from: Data(line.utf8)))
      } catch {
        throw Failure(description: "line \(index + 1) is not a recorded event")
      }
    }
    guard let first = events.first, first.type == .start else {
      throw Failure(description: "a recording starts with a start line")
    }
    guard first.version == 1 else {
      throw Failure(
        description: "recording version \(first.version ?? 0) is not supported (this build reads 1)")
    }
    start = first
    self.events = Array(events.dropFirst())
  }

  /// Reads the recording at `url`.
  public init(contentsOf url: URL) throws {
    let handle = try FileHandle(forReadingFrom: url)
    defer { try? handle.close() }
    let data = try handle.read(upToCount: Limits.bytes + 1) ?? Data()
    guard data.count <= Limits.bytes else { throw Failure(description: "larger than 64 MB") }
    try self.init(text: String(decoding: data, as: UTF8.self))
  }

  /// The screen size the session started at.
  public var size: Size? {
    guard let width = start.width, let height = start.height else { return nil }
    return Size(width: width, height: height)
  }

  /// The last screen recorded (the one shown when the session ended).
  public var finalScreen: String? {
    events.last { $0.type == .screen }?.text
  }

  /// The app's notes called `name`, in order.
  public func notes(named name: String) -> [[String: String]] {
    events.filter { $0.type == .note && $0.name == name }.map { $0.fields ?? [:] }
  }
}
