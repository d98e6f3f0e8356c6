/// Turns the bytes a terminal sends into key presses.
///
/// Handles UTF-8 (also split across reads), CSI and SS3 sequences (arrows, Home/End,
/// PgUp/PgDn, Insert/Delete, F1–F12, Shift-Tab, Ctrl-arrows), Alt as an Esc prefix, control
/// characters, bracketed paste, several keys in one read and sequences split across reads.
/// Unknown sequences are dropped. A lone Esc is ambiguous until the next byte or a short
/// pause: ``flush(now:)`` delivers it once ``escapeTimeout`` has passed with no more input,
/// and the caller passes the time in, so tests never wait.
public struct InputDecoder: Sendable {
  /// How long a lone Esc waits for a following byte before it counts as the Esc key.
  public var escapeTimeout: Duration = .milliseconds(40)

  var pending: [UInt8] = []
  var pendingSince: ContinuousClock.Instant?
  var paste: [UInt8]?

  /// A decoder with nothing pending.
  public init() {}

  /// Whether bytes are waiting for more input (or for ``flush(now:)``).
  public var hasPending: Bool { !pending.isEmpty }

  /// Decodes `bytes` read at `now`.
  public mutating func feed(_ bytes: [UInt8], now: ContinuousClock.Instant) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    while !pending.isEmpty {
      if paste != nil {
        guard consumePaste(into: &keys) else { break }
        continue
      }
      switch parse(pending[...]) {
      case .key(let key, let length):
        pending.removeFirst(length)
        if let key { keys.append(key) }
      case .pasteStart(let length):
        pending.removeFirst(length)
        paste = []
      case .incomplete:
        // The timeout counts from the last byte: a sequence still arriving is never cut.
        pendingSince = now
        return keys
      }
    }
    pendingSince = nil
    return keys
  }

  /// Delivers what is waiting if nothing more arrived within ``escapeTimeout`` of the last
  /// byte: a lone Esc becomes the Esc key, an unfinished sequence is dropped (never typed).
  public mutating func flush(now: ContinuousClock.Instant) -> [Key] {
    guard let since = pendingSince, now - since >= escapeTimeout, paste == nil else { return [] }
    defer {
      pending.removeAll()
      pendingSince = nil
    }
    if pending == [0x1B] { return [.escape] }
    if pending.count == 2, pending[0] == 0x1B, pending[1] == 0x1B { return [.escape, .escape] }
    return []
  }

  private mutating func consumePaste(into keys: inout [Key]) -> Bool {
    let end: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    if let range = pending.firstRange(of: end) {
      paste! += pending[..<range.lowerBound]
      pending.removeSubrange(..<range.upperBound)
      keys.append(.paste(String(decoding: paste!, as: UTF8.self)))
      paste = nil
      return true
    }
    // Keep a possible partial terminator for the next read.
    let keep = min(pending.count, end.count - 1)
    paste! += pending.dropLast(keep)
    pending = Array(pending.suffix(keep))
    return false
  }
}
