extension DatePickerNode {
  /// The most characters the field keeps of what is typed or pasted.
  static let longestTyping = 40

  /// The field's keys: typing (and pasting) replaces the date, Backspace and Ctrl-U edit what
  /// was typed, Enter ends the typing (or, when not typing, opens the calendar), Esc takes the
  /// typing back, ↑/↓ move the focus as in a text field.
  func handleField(_ key: Key, host: ViewHost) -> Bool {
    let current = host[DateDraftKey.self, id]
    if let character = key.typedCharacter {
      return edit(host: host) { $0.append(character) }
    }
    if let pasted = key.pastedText {
      return edit(host: host) { $0 += Sanitizer.typed(pasted).filter { !$0.isNewline } }
    }
    switch key {
    case .enter:
      guard let current else {
        openCalendar(host: host)
        return true
      }
      if case .value = read(current.text, today: host.today()) {
        host[DateDraftKey.self, id] = nil
      } else {
        host[DateDraftKey.self, id]?.isSubmitted = true
      }
    case .backspace:
      return edit(host: host, fromShown: true) { if !$0.isEmpty { $0.removeLast() } }
    case .control("u"):
      return edit(host: host) { $0 = "" }
    case .escape:
      guard let current else { return false }
      if selection.wrappedValue != current.original { selection.wrappedValue = current.original }
      host[DateDraftKey.self, id] = nil
    case .down: host.moveFocus(by: 1)
    case .up: host.moveFocus(by: -1)
    default: return false
    }
    return true
  }

  /// Changes the typed text with `change` — when typing starts, the date shown (`fromShown`,
  /// for Backspace) or nothing (a character typed over it) — and sets the day as soon as the
  /// text is one.
  private func edit(host: ViewHost, fromShown: Bool = false, _ change: (inout String) -> Void) -> Bool {
    let value = selection.wrappedValue
    var draft =
      host[DateDraftKey.self, id]
      ?? DateDraft(text: fromShown ? value?.description ?? "" : "", original: value)
    change(&draft.text)
    // No date is longer than a few words: a paste of a whole page keeps its first line's start.
    if draft.text.count > Self.longestTyping { draft.text = String(draft.text.prefix(Self.longestTyping)) }
    draft.isSubmitted = false
    host[DateDraftKey.self, id] = draft
    if case .value(let day) = read(draft.text, today: host.today()), day != value {
      selection.wrappedValue = day
    }
    return true
  }

  /// Opens the month calendar over the screen, on the day the field holds (else today), moved
  /// into the range.
  func openCalendar(host: ViewHost) {
    host[DateDraftKey.self, id] = nil
    let start = bounds.clamp(selection.wrappedValue ?? host.today())
    host.present(CalendarPopover(owner: self, cursor: start))
  }
}
