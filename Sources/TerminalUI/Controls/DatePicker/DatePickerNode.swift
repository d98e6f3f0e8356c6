/// A ``DatePicker`` in the tree: the field, `Due: 2026-11-26 ▾`, and the calendar it opens.
final class DatePickerNode: Node, PlainLineInput {
  let title: String
  let selection: Binding<CalendarDay?>
  let allowsNone: Bool
  let bounds: DayBounds
  let reader: DayReader
  /// The typing in progress when the frame was built (the host keeps the current one).
  let draft: DateDraft?
  /// Where the field was drawn in the last frame.
  private(set) var mouseRect: Rect?

  init(
    id: String, title: String, selection: Binding<CalendarDay?>, allowsNone: Bool, bounds: DayBounds,
    reader: DayReader = .standard, draft: DateDraft?
  ) {
    self.reader = reader
    self.title = title
    self.selection = selection
    self.allowsNone = allowsNone
    self.bounds = bounds
    self.draft = draft
    super.init(id: id)
  }

  /// `Due: `, or nothing without a title.
  var label: String { title.isEmpty ? "" : title + ": " }

  override var isFocusable: Bool { true }
  override var takesText: Bool { true }

  override var accessibilityLabel: String {
    "date picker \(title): " + (selection.wrappedValue?.description ?? "none") + bounds.phrase
  }

  override var fullText: String { label + (selection.wrappedValue?.description ?? "") }

  override var hints: [KeyHint] {
    [KeyHint("enter", "calendar"), KeyHint("type", "a date (\(reader.examples))")]
  }

  override func uses(_ key: Key) -> Bool {
    key.typedCharacter != nil || key.pastedText != nil
      || [.enter, .backspace, .control("u"), .up, .down].contains(key)
  }

  override func measure(_ available: Size) -> Size {
    let text = draft?.text ?? ""
    let message =
      draft.flatMap { problem(in: $0, focused: false) ?? understood(in: $0) }.map {
        CharacterWidth.of($0) + 1
      } ?? 0
    let width = CharacterWidth.of(label) + max(CharacterWidth.of(text) + 1, 10) + max(2, message)
    return Size(width: min(available.width, width), height: min(1, available.height))
  }

  /// What is wrong with `draft`, shown once Enter was pressed on it or the focus left it.
  func problem(in draft: DateDraft, focused: Bool, today: CalendarDay? = nil) -> String? {
    guard draft.isSubmitted || !focused else { return nil }
    if case .problem(let problem) = read(draft.text, today: today) { return problem }
    return nil
  }

  /// The day `draft` names, in words (`Fri 11 Dec`), when it names one in other words than
  /// `YYYY-MM-DD`.
  func understood(in draft: DateDraft, today: CalendarDay? = nil) -> String? {
    let today = today ?? .today()
    guard case .value(let day?) = read(draft.text, today: today),
      draft.text.trimmingWhitespace != day.description
    else { return nil }
    return day.words(today: today)
  }

  /// What `text` means in this field (`today` from the host when given, else the system's).
  func read(_ text: String, today: CalendarDay?) -> DayInput {
    DayInput.read(text, today: today ?? .today(), bounds: bounds, allowsNone: allowsNone, reader: reader)
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    mouseRect = rect.intersection(canvas.clip)
    guard rect.width > 0, rect.height > 0 else { return }
    let host = context.host
    let focused = context.isFocused(self)
    var draft = host[DateDraftKey.self, id]
    if !focused, let typed = draft, case .value = read(typed.text, today: host.today()) {
      // The focus left after a day was typed (and set): the field shows it as a date again.
      host[DateDraftKey.self, id] = nil
      draft = nil
    }
    var x =
      rect.x + canvas.text(label, x: rect.x, y: rect.y, style: context.style(.muted), maxWidth: rect.width)
    var field = context.style.merged(with: Style(underline: true))
    let shown: String
    if let draft {
      shown = draft.text
    } else {
      shown = selection.wrappedValue?.description ?? ""
      if focused { field = field.merged(with: context.theme[.selection]) }
    }
    let valueX = x
    let cells = max(CharacterWidth.of(shown) + (draft != nil ? 1 : 0), 10)
    canvas.fill(Rect(x: x, y: rect.y, width: min(cells, rect.maxX - x), height: 1), style: field)
    if shown.isEmpty, draft == nil {
      canvas.text(
        "YYYY-MM-DD", x: x, y: rect.y, style: field.merged(with: context.theme[.muted]),
        maxWidth: rect.maxX - x)
    } else {
      canvas.text(shown, x: x, y: rect.y, style: field, maxWidth: rect.maxX - x)
    }
    if focused, draft != nil {
      let cursor = x + CharacterWidth.of(shown)
      if cursor < rect.maxX {
        canvas.restyle(Rect(x: cursor, y: rect.y, width: 1, height: 1)) { $0.reverse.toggle() }
      }
    }
    x += cells
    if draft == nil {
      // The calendar's mark; while typing, the room goes to what is wrong, if anything.
      canvas.text(" ▾", x: x, y: rect.y, style: context.style(.muted), maxWidth: rect.maxX - x)
    } else if let draft, let problem = problem(in: draft, focused: focused, today: host.today()) {
      canvas.text(" " + problem, x: x, y: rect.y, style: context.style(.danger), maxWidth: rect.maxX - x)
    } else if let draft, let understood = understood(in: draft, today: host.today()) {
      canvas.text(" " + understood, x: x, y: rect.y, style: context.style(.muted), maxWidth: rect.maxX - x)
    }
    let anchor = Rect(x: valueX, y: rect.y, width: cells, height: 1)
    if let calendar = host.anchorPopover(of: self, at: anchor, context: context) as? CalendarPopover {
      calendar.update(from: self)
    }
  }

  override func handle(_ key: Key, context: NodeContext) -> Bool {
    handleField(key, host: context.host)
  }

  /// A line typed in plain line mode: read as typed text is, set when it is a day in range.
  func take(line: String, host: ViewHost) -> String? {
    switch read(Sanitizer.typed(line), today: host.today()) {
    case .value(let day):
      selection.wrappedValue = day
      host[DateDraftKey.self, id] = nil
      return nil
    case .problem(let problem):
      return "\(title): \(problem)."
    }
  }
}

extension DatePickerNode: MouseHandling {
  /// A click focuses the field and opens the calendar.
  func handle(_ event: MouseEvent, context: NodeContext) -> Bool {
    guard event.action == .press else { return false }
    context.host.focus(id: id)
    openCalendar(host: context.host)
    return true
  }
}
