import Foundation

extension Recording {
  /// The largest recording read (bytes), screen size, number of events, time and paste a
  /// recording may hold: a replay never does more than a real session of that length could.
  public enum Limits {
    public static let bytes = 64 << 20
    /// Events: a replay runs a frame after each, so this bounds its time (a few a millisecond).
    public static let events = 20_000
    public static let width = 1...1_000
    public static let height = 1...1_000
    /// Cells of the screens a recording sizes, all added up (the start and every resize): each
    /// resize draws a whole screen, so this bounds what resizes cost (20 at 1000×1000, or 1,000
    /// at 200×100).
    public static let resizedCells = 20_000_000
    /// Milliseconds: a day.
    public static let time = 0...86_400_000
    public static let paste = 1 << 20
  }

  /// Checks every field a replay acts on — sizes, times (in order, within a day), counts, keys,
  /// mouse cells, the snapshot's name (a plain file name beside the recording) — and throws a
  /// one-line ``Failure`` naming the first line that is wrong. Nothing is trusted before this.
  public func validate() throws {
    func fail(_ line: Int, _ why: String) -> Failure { Failure(description: "line \(line): \(why)") }
    guard events.count < Limits.events else {
      throw Failure(description: "more than \(Limits.events) events")
    }
    if let name = start.snapshot {
      let plain =
        !name.isEmpty && name != "." && name != ".." && !name.contains("/")
        && !name.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
      guard plain else { throw fail(1, "the snapshot must be a plain file name beside the recording") }
    }
    guard let width = start.width, let height = start.height, Limits.width.contains(width),
      Limits.height.contains(height)
    else { throw fail(1, "the screen size is missing or out of range") }
    if let startTime = start.startTime {
      guard startTime.isFinite, (0...1e11).contains(startTime) else {
        throw fail(1, "the start time is out of range")
      }
    }
    var last = 0
    var cells = width * height
    for (index, event) in events.enumerated() {
      let line = index + 2
      if let t = event.t {
        guard Limits.time.contains(t) else { throw fail(line, "a time out of range") }
        guard t >= last else { throw fail(line, "a time earlier than the line before") }
        last = t
      }
      switch event.type {
      case .start: throw fail(line, "a second start line")
      case .resize:
        guard let width = event.width, let height = event.height, Limits.width.contains(width),
          Limits.height.contains(height)
        else { throw fail(line, "a resize out of range") }
        cells += width * height
        guard cells <= Limits.resizedCells else {
          throw fail(line, "the resizes add up to more than \(Limits.resizedCells) cells")
        }
      case .key:
        if let paste = event.paste, paste.utf8.count > Limits.paste { throw fail(line, "a paste over 1 MB") }
        if event.secret != true, event.paste == nil {
          guard let key = event.key, Key(recordedName: key) != nil else { throw fail(line, "not a key") }
        }
      case .mouse:
        guard let mouse = event.mouse, Limits.width.contains(mouse.x), Limits.height.contains(mouse.y),
          (0...255).contains(mouse.code)
        else { throw fail(line, "a mouse event out of range") }
      case .line:
        guard event.secret == true || event.text != nil else { throw fail(line, "a line with no text") }
        if let text = event.text, text.utf8.count > Limits.paste { throw fail(line, "a line over 1 MB") }
      case .action, .route, .note, .screen: break
      }
    }
  }
}
