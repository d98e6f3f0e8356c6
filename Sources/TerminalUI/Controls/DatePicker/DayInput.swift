/// Reads a date typed into a ``DatePicker`` with its ``DayReader``, case ignored; empty for no
/// date.
enum DayInput: Equatable {
  /// A date, or none (empty text where no date is allowed).
  case value(CalendarDay?)
  /// What is wrong with the text, to show in the field.
  case problem(String)

  /// What `text` means to `reader`, with `today` for the relative days, within `bounds`; empty
  /// text is no date when `allowsNone`, else a problem.
  static func read(
    _ text: String, today: CalendarDay, bounds: DayBounds, allowsNone: Bool, reader: DayReader = .standard
  ) -> DayInput {
    let value = text.trimmingWhitespace.lowercased()
    if value.isEmpty { return allowsNone ? .value(nil) : .problem("a date is needed") }
    guard let day = reader.read(value, today) else { return .problem("not a date: \(reader.examples)") }
    return bounds.problem(with: day).map(DayInput.problem) ?? .value(day)
  }
}
