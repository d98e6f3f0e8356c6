import Foundation

/// A day of the calendar — a year, a month and a day; no time of day, no time zone — as a
/// ``DatePicker`` picks it.
///
/// Its text is ISO 8601's `YYYY-MM-DD` whatever the locale, and its arithmetic is the
/// (proleptic) Gregorian calendar's, so `2026-11-26` is the same day in every time zone: a due
/// date stays on its day when the user travels. Years run from 1 to 9999 (four digits); days
/// before 15 October 1582 are Gregorian too, where Foundation's Gregorian calendar switches to
/// the Julian one.
///
/// ```swift
/// let due = CalendarDay(year: 2026, month: 11, day: 26)
/// let parsed = CalendarDay("2026-11-26")  // nil for text that is not a real day
/// let nextWeek = due.adding(days: 7)  // 2026-12-03
/// let weekday = due.weekday  // 4: Thursday (ISO 8601: 1 is Monday, 7 Sunday)
/// ```
public struct CalendarDay: Hashable, Comparable, Sendable, LosslessStringConvertible, Codable {
  /// The year, 1–9999.
  public let year: Int
  /// The month, 1–12.
  public let month: Int
  /// The day of the month, 1–31.
  public let day: Int

  /// The day `day` of `month` in `year`, each brought into its range: the year into 1–9999,
  /// the month into 1–12 and the day into the month's days (`2026-02-31` is `2026-02-28`).
  /// Parse text with ``init(_:)``, which refuses an impossible day instead.
  public init(year: Int, month: Int, day: Int) {
    self.year = min(max(year, 1), 9999)
    self.month = min(max(month, 1), 12)
    self.day = min(max(day, 1), Self.daysIn(month: self.month, year: self.year))
  }

  /// Reads `YYYY-MM-DD` (ISO 8601's calendar date, four-digit year); nil for anything else or
  /// a day that does not exist (`2026-02-29`).
  public init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10), year >= 1,
      (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// The day `date` falls on in `timeZone` (UTC unless given).
  public init(_ date: Date, in timeZone: TimeZone = CalendarDay.utc) {
    let parts = Self.gregorian(timeZone).dateComponents([.year, .month, .day], from: date)
    self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
  }

  /// Today in `timeZone` (the system's unless given), by the system clock.
  public static func today(in timeZone: TimeZone = .current) -> CalendarDay {
    CalendarDay(Date(), in: timeZone)
  }

  /// The moment this day starts in `timeZone` (UTC unless given).
  public func date(in timeZone: TimeZone = CalendarDay.utc) -> Date {
    Self.gregorian(timeZone).date(from: DateComponents(year: year, month: month, day: day)) ?? Date()
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  /// Encoded as its `YYYY-MM-DD` text.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// Decoded from `YYYY-MM-DD` text.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let day = CalendarDay(text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a YYYY-MM-DD day: \(text)")
    }
    self = day
  }

  /// UTC, the time zone a day means by default.
  public static let utc = TimeZone(secondsFromGMT: 0)!

  private static func gregorian(_ timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }
}
