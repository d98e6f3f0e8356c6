/// Weekdays, months and counting between days, on the proleptic Gregorian calendar: what
/// ``DatePhrases`` and ``RelativeDay`` need, worked out without Foundation.
extension Day {
  /// The day of the week as ISO 8601 numbers it: 1 is Monday, 7 is Sunday.
  public var weekday: Int { ordinal % 7 + 1 }

  /// How many days from this day to `other` (negative when `other` is earlier).
  public func days(to other: Day) -> Int { other.ordinal - ordinal }

  /// The same day `count` months later (earlier when negative), or that month's last day when
  /// it is shorter: `2026-01-31` plus a month is `2026-02-28`.
  public func adding(months count: Int) -> Day {
    let months = year * 12 + month - 1 + count
    let year = months / 12
    let month = months % 12 + 1
    return Day(year: year, month: month, day: min(day, Day.daysIn(month: month, year: year)))
  }

  /// The last day of this day's month.
  public var lastOfMonth: Day { Day(year: year, month: month, day: Day.daysIn(month: month, year: year)) }

  /// Whether `month` of `year` has a day `day`.
  static func exists(year: Int, month: Int, day: Int) -> Bool {
    (1...9999).contains(year) && (1...12).contains(month)
      && (1...daysIn(month: month, year: year)).contains(day)
  }

  /// Days since 0001-01-01, a Monday.
  var ordinal: Int {
    let before = year - 1
    let daysBeforeMonth = (1..<max(month, 1)).reduce(0) { $0 + Day.daysIn(month: $1, year: year) }
    return before * 365 + before / 4 - before / 100 + before / 400 + daysBeforeMonth + day - 1
  }
}
