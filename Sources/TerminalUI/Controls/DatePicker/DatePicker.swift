/// A field for a day of the calendar (``CalendarDay``), with a month calendar that pops over
/// the screen.
///
/// The field shows the day as ISO 8601 writes it, `Due: 2026-11-26 ▾`, whatever the locale.
/// Typing replaces it: `YYYY-MM-DD`, or `today`, `tomorrow`, `yesterday`, `+3`, `-2` (days from
/// today), or what the host's ``ViewHost/dayReader`` reads; the day is set as soon as the text
/// is one, and shown beside it in words (`+3  Sun 29 Nov`), and Enter ends the typing — text that is
/// not a day, or one outside the range, shows what is wrong in the field and changes nothing
/// (Esc takes the typing back). With an optional selection, emptying the field (Ctrl-U, then
/// Enter) sets no date.
///
/// Enter (when not typing) or a click opens the calendar: ←/→ a day, ↑/↓ a week, Page Up/Down a
/// month (with Shift a year), Home/End the month's first and last day, `t` today, Enter picks
/// and Esc closes; a click on a day picks it, on `‹`/`›` turns the month, as the wheel does.
/// Weeks start on Monday, as ISO 8601 has them. Days outside the range are dimmed and cannot be
/// reached or picked. The keys follow ``Keymap/datePicker``; today comes from
/// ``ViewHost/today``.
///
/// In plain line mode the field reads as `date picker Due: 2026-11-26`, and a line typed while it
/// is focused is read as typed text is.
///
/// ```swift
/// DatePicker(
///   "Due", selection: Binding(task, \.due),
///   in: CalendarDay(year: 2026, month: 1, day: 1)...CalendarDay(year: 2026, month: 12, day: 31))
/// ```
public struct DatePicker: View, PrimitiveView {
  let title: String
  let selection: Binding<CalendarDay?>
  let allowsNone: Bool
  let bounds: DayBounds

  init(title: String, selection: Binding<CalendarDay?>, allowsNone: Bool, bounds: DayBounds) {
    self.title = Sanitizer.clean(title)
    self.selection = selection
    self.allowsNone = allowsNone
    self.bounds = bounds
  }

  /// A field titled `title` for an optional day, within `range` when given.
  public init(_ title: String, selection: Binding<CalendarDay?>, in range: ClosedRange<CalendarDay>? = nil) {
    self.init(
      title: title, selection: selection, allowsNone: true,
      bounds: DayBounds(lower: range?.lowerBound, upper: range?.upperBound))
  }

  /// A field titled `title` for an optional day, from `range`'s first day on.
  public init(_ title: String, selection: Binding<CalendarDay?>, in range: PartialRangeFrom<CalendarDay>) {
    self.init(
      title: title, selection: selection, allowsNone: true, bounds: DayBounds(lower: range.lowerBound))
  }

  /// A field titled `title` for an optional day, up to `range`'s last day.
  public init(_ title: String, selection: Binding<CalendarDay?>, in range: PartialRangeThrough<CalendarDay>) {
    self.init(
      title: title, selection: selection, allowsNone: true, bounds: DayBounds(upper: range.upperBound))
  }

  /// A field titled `title` for a day that is always set, within `range` when given.
  public init(_ title: String, selection: Binding<CalendarDay>, in range: ClosedRange<CalendarDay>? = nil) {
    self.init(
      title: title, selection: Self.always(selection), allowsNone: false,
      bounds: DayBounds(lower: range?.lowerBound, upper: range?.upperBound))
  }

  /// A field titled `title` for a day that is always set, from `range`'s first day on.
  public init(_ title: String, selection: Binding<CalendarDay>, in range: PartialRangeFrom<CalendarDay>) {
    self.init(
      title: title, selection: Self.always(selection), allowsNone: false,
      bounds: DayBounds(lower: range.lowerBound))
  }

  /// A field titled `title` for a day that is always set, up to `range`'s last day.
  public init(_ title: String, selection: Binding<CalendarDay>, in range: PartialRangeThrough<CalendarDay>) {
    self.init(
      title: title, selection: Self.always(selection), allowsNone: false,
      bounds: DayBounds(upper: range.upperBound))
  }

  /// `selection` seen as an optional day that is never set to none.
  private static func always(_ selection: Binding<CalendarDay>) -> Binding<CalendarDay?> {
    Binding(get: { selection.wrappedValue }, set: { if let day = $0 { selection.wrappedValue = day } })
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [
      DatePickerNode(
        id: context.id, title: title, selection: selection, allowsNone: allowsNone, bounds: bounds,
        reader: context.host.dayReader, draft: context.host[DateDraftKey.self, context.id])
    ]
  }
}
