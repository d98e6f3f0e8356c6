/// Days counted from 0001-01-01 (a Monday in the proleptic Gregorian calendar), months added
/// with the day kept where the month allows, and the ISO 8601 weekday.
extension CalendarDay: Strideable {
  /// The first day there is, 0001-01-01.
  public static let earliest = CalendarDay(year: 1, month: 1, day: 1)
  /// The last day there is, 9999-12-31.
  public static let latest = CalendarDay(year: 9999, month: 12, day: 31)

  /// Whether `year` has a 29 February (every fourth year, but not every hundredth, except every
  /// four hundredth).
  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  /// How many days `month` of `year` has.
  public static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  /// The day of the week, as ISO 8601 numbers it: 1 is Monday, 7 is Sunday.
  public var weekday: Int { ordinal % 7 + 1 }

  /// The day `count` days later (earlier when negative), kept within ``earliest`` … ``latest``.
  public func adding(days count: Int) -> CalendarDay {
    Self(ordinal: ordinal + count)
  }

  /// The same day `count` months later (earlier when negative), or that month's last day when
  /// it is shorter (`2026-01-31` plus a month is `2026-02-28`); kept within ``earliest`` …
  /// ``latest``.
  public func adding(months count: Int) -> CalendarDay {
    let months = min(max(year * 12 + month - 1 + count, 12), 9999 * 12 + 11)
    return CalendarDay(year: months / 12, month: months % 12 + 1, day: day)
  }

  /// The first day of this day's month.
  public var firstOfMonth: CalendarDay { CalendarDay(year: year, month: month, day: 1) }

  /// How many days from this day to `other` (negative when `other` is earlier).
  public func distance(to other: CalendarDay) -> Int { other.ordinal - ordinal }

  /// The day `n` days later (``adding(days:)``).
  public func advanced(by n: Int) -> CalendarDay { adding(days: n) }

  /// Days since 0001-01-01.
  var ordinal: Int {
    let before = year - 1
    return before * 365 + before / 4 - before / 100 + before / 400 + Self.daysBefore(month: month, year: year)
      + day - 1
  }

  /// The day `ordinal` days after 0001-01-01, kept within ``earliest`` … ``latest``.
  init(ordinal: Int) {
    let ordinal = min(max(ordinal, 0), Self.latest.ordinal)
    // 146,097 days make 400 years: an estimate of the year, then a step either way at most.
    var year = ordinal * 400 / 146_097 + 1
    while year > 1, Self.startOfYear(year) > ordinal { year -= 1 }
    while Self.startOfYear(year + 1) <= ordinal { year += 1 }
    var rest = ordinal - Self.startOfYear(year)
    var month = 1
    while rest >= Self.daysIn(month: month, year: year) {
      rest -= Self.daysIn(month: month, year: year)
      month += 1
    }
    self.init(year: year, month: month, day: rest + 1)
  }

  private static func startOfYear(_ year: Int) -> Int {
    let before = year - 1
    return before * 365 + before / 4 - before / 100 + before / 400
  }

  private static func daysBefore(month: Int, year: Int) -> Int {
    (1..<month).reduce(0) { $0 + daysIn(month: $1, year: year) }
  }
}
