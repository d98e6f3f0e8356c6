/// Replays a ``Recording`` against a ``ViewHost`` without a terminal: each key and mouse
/// event is sent at its recorded time — the app's clock advanced to it first, the app left to
/// finish its work after (``ViewHost/idle()``: give the host the tracker the app counts its
/// work in) — and the screen is drawn at the recorded size (or another). The host's own clock
/// (``ViewHost/clock``, which times notices) follows the recorded time too: a notice that had
/// gone by the end of the session is gone at the end of its replay, which takes a fraction of
/// the time.
///
/// Editing a secure field was recorded without its keys or their number; it is replayed as the
/// field holding ``secretStandIn`` (an app replays sign-ins from its own notes, see
/// ``Recording/notes(named:)``).
///
/// ```swift
/// let replayer = Replayer(recording: recording, host: host)
/// let replayed = await replayer.run(advance: { _ in })
/// ```
@MainActor
public final class Replayer {
  /// The recording.
  public let recording: Recording
  /// The host replayed into.
  public let host: ViewHost
  /// The size to draw at: the recorded one unless given.
  public private(set) var size: Size
  private let fixedSize: Bool
  /// The recorded time of the event being replayed, since the start.
  private var elapsed = Duration.zero
  /// Carries out the lines of a session recorded in plain line mode (its output unused).
  private lazy var plainApp: PlainLineApp = {
    let app = PlainLineApp(host: host, size: size)
    app.output = { _ in }
    return app
  }()

  /// A replay of `recording` into `host`, drawn at `size` (the recorded sizes when nil).
  public init(recording: Recording, host: ViewHost, size: Size? = nil) {
    self.recording = recording
    self.host = host
    host.hidesSecretLengths = true
    self.size = size ?? recording.size ?? Size(width: 80, height: 24)
    fixedSize = size != nil
  }

  /// Replays every event and returns the final screen. `advance` moves the app's clock to an
  /// event's time (since the start); after it, and after each event, the replay waits until the
  /// host is idle (``ViewHost/idle()``); `frame` is told each screen after an event, with that
  /// event.
  public func run(
    advance: (Duration) async -> Void, frame: ((RecordedEvent, String) -> Void)? = nil
  ) async -> String {
    let origin = ContinuousClock.now
    host.clock = { [weak self] in origin + (self?.elapsed ?? .zero) }
    await host.idle()
    for event in recording.events {
      if let t = event.t {
        elapsed = .milliseconds(t)
        await advance(elapsed)
      }
      await host.idle()
      guard send(event) else { continue }
      await host.idle()
      if let frame { frame(event, screen) }
    }
    await host.idle()
    return screen
  }

  /// The screen now, as text.
  public var screen: String {
    host.render(size: size).lines.joined(separator: "\n")
  }

  /// Sends `event` to the host if it is input (or resizes); returns whether it was.
  private func send(_ event: RecordedEvent) -> Bool {
    _ = host.render(size: size)
    switch event.type {
    case .key:
      guard let keys = Self.keys(event) else { return false }
      for key in keys { host.send(key) }
    case .mouse:
      guard let recorded = event.mouse, let mouse = MouseEvent(recorded: recorded) else { return false }
      host.send(mouse)
    case .resize:
      guard !fixedSize, let width = event.width, let height = event.height else { return false }
      size = Size(width: width, height: height)
    case .line:
      let line = event.secret == true ? Self.secretStandIn : event.text ?? ""
      guard !PlainLineApp.isQuit(line) else { return false }
      plainApp.perform(line)
    case .start, .action, .route, .note, .screen:
      return false
    }
    return true
  }

  /// What a replayed secure field holds after each recorded stretch of editing it: the same
  /// stand-in every time, so two fields that must match (a password and its confirmation) do.
  public static let secretStandIn = "xxxxxxxx"

  /// The keys an event stands for: a secret as the keys that replace the field's text with
  /// ``secretStandIn``.
  static func keys(_ event: RecordedEvent) -> [Key]? {
    if event.secret == true { return [.end, .control("u"), .paste(secretStandIn)] }
    if let paste = event.paste { return [.paste(paste)] }
    return event.key.flatMap(Key.init(recordedName:)).map { [$0] }
  }
}
