/// One line of a session recording (JSON lines): the session's start, a key or mouse event, a
/// resize, an action a store reduced, a navigation change, an app's own note, or a screen.
/// Lines read like `{"key":"n","t":1250,"type":"key"}` (the key `n`, 1.25 s in),
/// `{"secret":true,"t":1420,"type":"key"}` or `{"route":"switchyard://projects/3",…}`.
///
/// A key typed into a secure field is recorded as `secret` with no key: passwords never reach
/// a recording.
public struct RecordedEvent: Codable, Equatable, Sendable {
  /// What the line records.
  public enum Kind: String, Codable, Sendable {
    case start, key, mouse, resize, action, route, note, screen
    /// A command line typed in plain line mode (``PlainLineApp``).
    case line
  }

  /// What the line records.
  public var type: Kind
  /// Milliseconds since the recording started.
  public var t: Int?

  /// `start`: the format's version.
  public var version: Int?
  /// `start`: the app and its version.
  public var app: String?
  /// `start`, `resize`: the terminal's size.
  public var width: Int?
  public var height: Int?
  /// `start`: the starting database snapshot's identity (SHA-256 of the file).
  public var database: String?
  /// `start`: the snapshot's file name, beside the recording.
  public var snapshot: String?
  /// `start`: the wall time, in seconds since 1970.
  public var startTime: Double?
  /// `start`, `route`: a route (the one the app was asked to open; the one it shows now).
  public var route: String?

  /// `key`: the key, as the footer writes it (`ctrl-c`, `shift-↑`, `n`, `space`).
  public var key: String?
  /// `key`: pasted text.
  public var paste: String?
  /// `key`: a secure field was edited — by one key or several in a row; neither the keys nor
  /// their number is recorded.
  public var secret: Bool?

  /// `mouse`: the report (xterm's button code, 1-based cell, whether a release).
  public var mouse: RecordedMouse?

  /// `action`: the store's state type.
  public var store: String?
  /// `action`: the action, without secrets.
  public var action: String?

  /// `note`: what the app noted (`auth`), and its details.
  public var name: String?
  public var fields: [String: String]?

  /// `screen`: the screen as text; `line`: the line typed (none when it filled a secure field,
  /// which is marked `secret`).
  public var text: String?

  /// An event of `type` at `t` milliseconds.
  public init(_ type: Kind, t: Int?) {
    self.type = type
    self.t = t
  }
}

/// A mouse report as recorded: xterm's button code and the 1-based cell.
public struct RecordedMouse: Codable, Equatable, Sendable {
  public var code: Int
  public var x: Int
  public var y: Int
  public var released: Bool
}
