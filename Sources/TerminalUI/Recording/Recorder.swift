import Foundation

/// Records a session as JSON lines: every key and mouse event sent to a ``ViewHost`` (editing a
/// secure field as one `secret` line per stretch of typing, so neither the characters nor how
/// many there were are kept), resizes, and whatever the app adds
/// — the actions its stores reduce, its navigation changes, notes, the final screen. Each line
/// is written as it happens, so a crash keeps everything before it.
///
/// ```swift
/// let recorder = try Recorder(path: file.path, start: start)
/// recorder.attach(to: host)
/// recorder.record(route: "notes://notebooks")
/// ```
@MainActor
public final class Recorder {
  private let handle: FileHandle
  /// One encoder for every line (keys sorted, slashes as they are).
  private let encoder: JSONEncoder = {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return encoder
  }()
  private let elapsed: @MainActor () -> Duration
  private var size: Size?
  /// Whether the last line written was a `secret` one: the keys that follow it into the same
  /// secure field add nothing, so the recording does not count them.
  private var inSecret = false

  /// A recorder writing to `path` (created, or truncated), starting with `start` (a `start`
  /// event); `elapsed` is the time since the session started.
  public init(
    path: String, start: RecordedEvent,
    elapsed: @escaping @MainActor () -> Duration = Recorder.stopwatch()
  ) throws {
    guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600])
    else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path]) }
    handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
    self.elapsed = elapsed
    if let width = start.width, let height = start.height { size = Size(width: width, height: height) }
    write(start)
  }

  /// A clock that starts now.
  public static func stopwatch() -> @MainActor () -> Duration {
    let start = ContinuousClock.now
    return { ContinuousClock.now - start }
  }

  /// Records every key and mouse event `host` gets from now on, and each new screen size.
  /// Its secure fields show a filled secret as eight bullets from now on (``ViewHost/hidesSecretLengths``).
  public func attach(to host: ViewHost) {
    host.hidesSecretLengths = true
    host.observeKeys { [weak self, weak host] key in
      guard let self, let host else { return }
      self.noteSize(host)
      self.record(key: key, secret: host.isEditingSecret(with: key))
    }
    host.observeMouse { [weak self, weak host] event in
      guard let self, let host else { return }
      self.noteSize(host)
      var line = self.event(.mouse)
      line.mouse = event.recorded
      self.write(line)
    }
  }

  /// Records every command line `app` carries out (a line that fills a secure field as
  /// `secret`, without its text) instead of keys: a session in plain line mode replays line by
  /// line, as it was typed.
  public func attach(to app: PlainLineApp) {
    app.host.hidesSecretLengths = true
    app.observeLines { [weak self] line, isSecret in
      guard let self else { return }
      var event = self.event(.line)
      if isSecret { event.secret = true } else { event.text = line }
      self.write(event)
    }
  }

  /// Records a key; with `secret` (a key that edits a secure field), only that the secret was
  /// edited — once for a stretch of such keys, so its length is not in the recording either.
  public func record(key: Key, secret: Bool) {
    if secret {
      guard !inSecret else { return }
      var line = event(.key)
      line.secret = true
      write(line)
      inSecret = true
      return
    }
    var line = event(.key)
    if let pasted = key.pastedText {
      line.paste = pasted
    } else {
      line.key = key.description
    }
    write(line)
  }

  /// Records an action a store reduced (described without secrets).
  public func record(action: String, store: String) {
    var line = event(.action)
    line.action = action
    line.store = store
    write(line)
  }

  /// Records the route the app shows now.
  public func record(route: String) {
    var line = event(.route)
    line.route = route
    write(line)
  }

  /// Records something the app wants a replay to know (`auth`: how a sign-in went).
  public func record(note name: String, fields: [String: String]) {
    var line = event(.note)
    line.name = name
    line.fields = fields
    write(line)
  }

  /// Records the screen `host` shows, as text.
  public func recordScreen(of host: ViewHost) {
    guard let size = host.lastRenderedSize else { return }
    var line = event(.screen)
    line.text = host.render(size: size).lines.joined(separator: "\n")
    write(line)
  }

  private func noteSize(_ host: ViewHost) {
    guard let current = host.lastRenderedSize, current != size else { return }
    size = current
    var line = event(.resize)
    line.width = current.width
    line.height = current.height
    write(line)
  }

  private func event(_ kind: RecordedEvent.Kind) -> RecordedEvent {
    let time = elapsed().components
    return RecordedEvent(kind, t: Int(time.seconds * 1000 + time.attoseconds / 1_000_000_000_000_000))
  }

  private func write(_ event: RecordedEvent) {
    inSecret = false
    guard let data = try? encoder.encode(event) else { return }
    handle.write(data + Data("\n".utf8))
  }
}
