import Foundation

extension TerminalApp {
  /// Handles one event from the terminal.
  func handle(_ event: TerminalEvent) {
    guard !hasEnded else { return }
    switch event {
    case .input(let bytes): receive(bytes)
    case .endOfInput: quit(status: 0)
    case .failed: quit(status: 1)
    case .resized: redrawAll()
    case .resumed: resumeAfterSuspend()
    case .suspendRequested: suspend()
    }
  }

  /// Delivers the keys in what the terminal sent.
  private func receive(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    deliver(decoder.events(bytes, now: terminal.now))
    if decoder.hasPending {
      // A lone Esc: deliver it if no more bytes follow within the decoder's timeout.
      terminal.schedule(after: 50) { [weak self] in
        guard let self, !self.hasEnded else { return }
        self.deliver(self.decoder.flush(now: self.terminal.now).map(InputEvent.key))
      }
    }
  }

  /// Sends `events` (one read's worth) to the host, in order, each to the screen that is
  /// current when it is handled: after a key that changed the screen (opened a sheet, moved
  /// focus), the view tree is brought up to date before the next key is routed, so keys
  /// typed ahead of a new screen land in it. A run of printable characters typed into a
  /// text field — a paste the terminal did not bracket arrives as one — goes in as one
  /// insertion, so a long paste costs one edit per read instead of one per character. A line
  /// break inside such a run — two characters or more on each side of it in the same read —
  /// is part of a paste and becomes a space, so it never submits a single-line field; one
  /// followed by a single key (Space, `j`) is an Enter typed ahead, as is one at the end.
  /// An editor that takes line breaks (``TextEditor``) gets every Enter in the run as one.
  func deliver(_ events: [InputEvent]) {
    var typed = ""
    func flush() {
      guard let first = typed.first else { return }
      host.send(typed.count == 1 ? .character(first) : .paste(typed))
      typed = ""
    }
    for (index, event) in events.enumerated() where !hasEnded {
      if typed.isEmpty { host.bringUpToDate() }
      guard case .key(let key) = event else {
        flush()
        if case .mouse(let mouseEvent) = event { host.send(mouseEvent) }
        continue
      }
      if host.isTyping, !host.showsHelp {
        if let character = key.typedCharacter, !Sanitizer.isControl(character) {
          typed.append(character)
          continue
        }
        if key == .enter, host.isTypingLines {
          typed.append("\n")
          continue
        }
        if key == .enter, typed.count >= 2, Self.textRun(in: events, from: index + 1) >= 2 {
          typed.append(" ")
          continue
        }
      }
      flush()
      switch key {
      case .control("c"): if !host.send(key) { quit(status: 130) }
      case .control("z"): suspend()
      case .control("l"): redrawAll()
      default: host.send(key)
      }
    }
    flush()
  }
}

extension TerminalApp {
  /// How many printable characters `events` type in a row from `start` (at most two are
  /// counted: that is all a line break needs to be read as part of a paste).
  fileprivate static func textRun(in events: [InputEvent], from start: Int) -> Int {
    var count = 0
    for event in events[start...].prefix(2) {
      guard case .key(let key) = event, let character = key.typedCharacter, !Sanitizer.isControl(character)
      else { break }
      count += 1
    }
    return count
  }
}
