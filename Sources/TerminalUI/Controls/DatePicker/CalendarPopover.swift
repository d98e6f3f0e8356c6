/// The month calendar a ``DatePicker`` opens: the highlighted day moves by day, week, month
/// and year within the picker's range; Enter picks it. Keys: ``Keymap/datePicker``.
@MainActor
final class CalendarPopover: Popover {
  let ownerID: String
  var title: String
  /// The highlighted day (always within ``bounds``); its month is the one shown.
  var cursor: CalendarDay
  /// The day the field holds.
  var chosen: CalendarDay?
  var bounds: DayBounds
  /// Sets the field's day.
  var pick: @MainActor (CalendarDay?) -> Void
  var allowsNone: Bool
  /// How a line typed in plain mode is read.
  var reader: DayReader

  init(owner: DatePickerNode, cursor: CalendarDay) {
    ownerID = owner.id
    title = owner.title
    self.cursor = cursor
    chosen = owner.selection.wrappedValue
    bounds = owner.bounds
    allowsNone = owner.allowsNone
    reader = owner.reader
    pick = { [selection = owner.selection] in selection.wrappedValue = $0 }
  }

  /// Takes in this frame's field: its day, range and binding.
  func update(from owner: DatePickerNode) {
    title = owner.title
    chosen = owner.selection.wrappedValue
    bounds = owner.bounds
    allowsNone = owner.allowsNone
    reader = owner.reader
    pick = { [selection = owner.selection] in selection.wrappedValue = $0 }
    cursor = bounds.clamp(cursor)
  }

  /// `│ ‹  November 2026   › │`, a row of weekdays and six of weeks, in a border.
  func size(in screen: Size) -> Size { Size(width: 24, height: 10) }

  func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    BorderNode(
      id: ownerID + "#calendar", child: CalendarGridNode(calendar: self), title: title, style: Style()
    )
    .draw(in: rect, canvas: &canvas, context: context)
  }

  func handle(_ key: Key, host: ViewHost) -> Bool {
    switch Keymap.datePicker.command(for: key, in: host) {
    case "previous day": move(to: cursor.adding(days: -1))
    case "next day": move(to: cursor.adding(days: 1))
    case "previous week": move(to: cursor.adding(days: -7))
    case "next week": move(to: cursor.adding(days: 7))
    case "previous month": move(to: cursor.adding(months: -1))
    case "next month": move(to: cursor.adding(months: 1))
    case "previous year": move(to: cursor.adding(months: -12))
    case "next year": move(to: cursor.adding(months: 12))
    case "first of month": move(to: cursor.firstOfMonth)
    case "last of month":
      move(to: CalendarDay(year: cursor.year, month: cursor.month, day: 31))
    case "today": move(to: host.today())
    case "pick": choose(cursor, host: host)
    case "cancel": host.dismissPopover()
    default: return false
    }
    return true
  }

  /// Highlights `day`, or the nearest day of the range.
  func move(to day: CalendarDay) { cursor = bounds.clamp(day) }

  /// Sets the field to `day` and closes, when `day` is in the range.
  func choose(_ day: CalendarDay, host: ViewHost) {
    guard bounds.contains(day) else { return }
    host.dismissPopover()
    pick(day)
  }

  func handle(_ event: MouseEvent, in rect: Rect, host: ViewHost) -> Bool {
    switch event.action {
    case .press:
      let inner = Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2)
      switch CalendarGridNode.place(x: event.column - inner.x, y: event.row - inner.y, month: cursor) {
      case .previousMonth: move(to: cursor.adding(months: -1))
      case .nextMonth: move(to: cursor.adding(months: 1))
      case .day(let day): choose(day, host: host)
      case nil: break
      }
    case .scrollUp: move(to: cursor.adding(months: -1))
    case .scrollDown: move(to: cursor.adding(months: 1))
    default: return false
    }
    return true
  }

  func hints(in host: ViewHost) -> [KeyHint] {
    let keys = Keymap.datePicker
    return [
      KeyHint(
        keys.pairLabel("previous day", "next day", in: host)
          + keys.pairLabel("previous week", "next week", in: host), "day"),
      KeyHint(keys.pairLabel("previous month", "next month", in: host), "month"),
      keys.hint("today", "today", in: host), keys.hint("pick", "pick", in: host),
      keys.hint("cancel", "close", in: host),
    ]
  }

  var plainText: String {
    "\(title) — type a date (\(reader.examples))\(bounds.phrase); highlighted \(cursor)"
  }

  func take(line: String, host: ViewHost) -> String? {
    let typed = Sanitizer.typed(line)
    switch DayInput.read(typed, today: host.today(), bounds: bounds, allowsNone: allowsNone, reader: reader) {
    case .value(let day?):
      choose(day, host: host)
    case .value(nil):
      // An empty line clears an optional date.
      host.dismissPopover()
      pick(nil)
    case .problem(let problem):
      return "\(title): \(problem)."
    }
    return nil
  }
}
