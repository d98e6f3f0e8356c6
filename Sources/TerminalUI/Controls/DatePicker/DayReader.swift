/// How a ``DatePicker`` reads what is typed into it: a function from the text and today to a
/// day, and a few examples of what it reads, for the field's hint and its "not a date" message.
///
/// The standard reader takes `YYYY-MM-DD`, `today`, `tomorrow`, `yesterday`, `+N` and `-N`;
/// an app with a richer grammar (weekday names, `dec 24`) sets its own as the host's
/// ``ViewHost/dayReader``, for every date picker it shows:
///
/// ```swift
/// let host = ViewHost { DatePicker("Due", selection: Binding(get: { nil }, set: { _ in })) }
/// host.dayReader = DayReader(examples: "YYYY-MM-DD, fri") { text, today in
///   text == "fri" ? today.adding(days: (5 - today.weekday + 6) % 7 + 1) : CalendarDay(text)
/// }
/// ```
public struct DayReader: Sendable {
  /// What the reader takes, in a few words (`YYYY-MM-DD, +3`).
  public let examples: String
  /// The day `text` (trimmed, lower-cased) names, counted from `today`; nil for none.
  let read: @Sendable (_ text: String, _ today: CalendarDay) -> CalendarDay?

  /// A reader taking what `read` takes, described by `examples`. `read` is given the typed text
  /// trimmed and in lower case, never empty (an empty field is no date).
  public init(
    examples: String, read: @escaping @Sendable (_ text: String, _ today: CalendarDay) -> CalendarDay?
  ) {
    self.examples = examples
    self.read = read
  }

  /// `YYYY-MM-DD`, or a day relative to today — `today`, `tomorrow`, `yesterday`, `+N` or `-N`
  /// days (up to ten years) — in English whatever the locale.
  public static let standard = DayReader(examples: "YYYY-MM-DD, +3") { value, today in
    switch value {
    case "today": return today
    case "tomorrow": return today.adding(days: 1)
    case "yesterday": return today.adding(days: -1)
    default:
      if let sign = value.first, sign == "+" || sign == "-", let days = Int(value.dropFirst()),
        (0...3660).contains(days)
      {
        return today.adding(days: sign == "+" ? days : -days)
      }
      return CalendarDay(value)
    }
  }
}
