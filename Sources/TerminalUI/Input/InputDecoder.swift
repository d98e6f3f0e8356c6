/// Turns the bytes a terminal sends into key presses and mouse reports.
///
/// Reads what the common terminals send (see Documentation/Terminal.md): UTF-8 (also split
/// across reads); CSI and SS3 sequences with xterm modifier parameters (`ESC [1;5A`,
/// `ESC O5P`); xterm's modifyOtherKeys (`ESC [27;5;13~`); the kitty keyboard protocol
/// (`ESC [97;5u`); rxvt's `$`, `^` and `@` suffixes and lowercase arrows; the Linux console's
/// `ESC [[A`…`ESC [[E`; vt220 keys; Alt as an Esc prefix to any key or sequence; control
/// characters; bracketed paste; SGR, urxvt and X10 mouse reports. An unknown or malformed
/// sequence is dropped whole (never typed as text, never a stray Esc) and what follows it is
/// read normally. A C1 control character is never delivered as a character.
///
/// A lone Esc is ambiguous until the next byte or a short pause: ``flush(now:)`` delivers it
/// once ``escapeTimeout`` has passed with no more input, and the caller passes the time in,
/// so tests never wait.
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

  /// Decodes `bytes` read at `now` into keys (mouse reports are left out; see ``events(_:now:)``).
  public mutating func feed(_ bytes: [UInt8], now: ContinuousClock.Instant) -> [Key] {
    events(bytes, now: now).compactMap {
      if case .key(let key) = $0 { key } else { nil }
    }
  }

  /// Decodes `bytes` read at `now` into keys and mouse reports, in the order they came.
  public mutating func events(_ bytes: [UInt8], now: ContinuousClock.Instant) -> [InputEvent] {
    pending += bytes
    var events: [InputEvent] = []
    var start = 0
    defer { pending.removeFirst(start) }
    while start < pending.count {
      if paste != nil {
        pending.removeFirst(start)
        start = 0
        guard consumePaste(into: &events) else { break }
        continue
      }
      switch parse(pending[start...]) {
      case .event(let event, let length):
        start += length
        if let event { events.append(event) }
      case .pasteStart(let length):
        start += length
        paste = []
      case .incomplete:
        // The timeout counts from the last byte: a sequence still arriving is never cut.
        pendingSince = now
        return events
      }
    }
    pendingSince = nil
    return events
  }

  /// Delivers what is waiting if nothing more arrived within ``escapeTimeout`` of the last
  /// byte: a lone Esc becomes the Esc key (two become two), Esc `[` and Esc `O` become Alt-[
  /// and Alt-O, and any other unfinished sequence is dropped (never typed).
  public mutating func flush(now: ContinuousClock.Instant) -> [Key] {
    guard let since = pendingSince, now - since >= escapeTimeout, paste == nil else { return [] }
    defer {
      pending.removeAll()
      pendingSince = nil
    }
    switch pending {
    case [0x1B]: return [.escape]
    case [0x1B, 0x1B]: return [.escape, .escape]
    case [0x1B, UInt8(ascii: "[")]: return [.alt("[")]
    case [0x1B, UInt8(ascii: "O")]: return [.alt("O")]
    default: return []
    }
  }

  private mutating func consumePaste(into events: inout [InputEvent]) -> Bool {
    let end: [UInt8] = [0x1B, 0x5B, 0x32, 0x30, 0x31, 0x7E]
    if let range = pending.firstRange(of: end) {
      paste! += pending[..<range.lowerBound]
      pending.removeSubrange(..<range.upperBound)
      events.append(.key(.paste(String(decoding: paste!, as: UTF8.self))))
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
