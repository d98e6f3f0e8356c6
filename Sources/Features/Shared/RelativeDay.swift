import Services

/// A due day in words relative to today, as lists show it (``ListDates/relative``):
///
/// | day | shown |
/// |---|---|
/// | today, tomorrow, yesterday | `today`, `tomorrow`, `yesterday` |
/// | 2–6 days ahead | the weekday: `Fri` |
/// | 7–27 days ahead | `in 9 days` |
/// | 2–27 days ago | `3 days ago` |
/// | further | nil: the `date-format`'s date |
///
/// ```swift
/// let today = Day(year: 2026, month: 12, day: 9)
/// let shown = RelativeDay.text(Day(year: 2026, month: 12, day: 11), today: today)  // "Fri"
/// ```
public enum RelativeDay {
  /// The furthest a day is counted in days, either way; beyond it the date is shown.
  public static let furthest = 27

  /// `day` relative to `today`, or nil when it is further than ``furthest`` days away.
  public static func text(_ day: Day, today: Day) -> String? {
    let days = today.days(to: day)
    switch days {
    case 0: return "today"
    case 1: return "tomorrow"
    case -1: return "yesterday"
    case 2...6: return weekdays[day.weekday - 1]
    case 7...furthest: return "in \(days) days"
    case -furthest...(-2): return "\(-days) days ago"
    default: return nil
    }
  }

  static let weekdays = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"]
}
