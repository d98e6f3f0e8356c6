/// A task's due date as the user typed it: none, or a day.
public enum DueDate: Equatable, Sendable {
  /// No due date (the field was left empty).
  case none
  /// Due on this day.
  case on(Day)

  /// The day, if there is one.
  public var day: Day? {
    if case .on(let day) = self { day } else { nil }
  }

  /// Reads a due date as people type it: empty (none), `today`, `tomorrow`, `+N` (days from
  /// `today`, up to ten years) or `YYYY-MM-DD`. Returns `nil` when it cannot be read.
  public static func parse(_ text: String, today: Day) -> DueDate? {
    let value = text.trimmingWhitespace.lowercased()
    switch value {
    case "": return DueDate.none
    case "today": return .on(today)
    case "tomorrow": return .on(today.adding(days: 1))
    default:
      if value.hasPrefix("+"), let days = Int(value.dropFirst()), (0...3650).contains(days) {
        return .on(today.adding(days: days))
      }
      return Day(value).map(DueDate.on)
    }
  }
}
