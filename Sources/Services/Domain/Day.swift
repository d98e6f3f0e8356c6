import Foundation

/// A calendar day (no time), as a task's due date: stored as `YYYY-MM-DD`.
///
/// Kept as one packed integer (`yyyymmdd`), so 100,000 tasks carry their due dates cheaply
/// and days compare as integers.
public struct Day: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// `yyyymmdd` as one number: orders like the days it stands for.
  let packed: Int32
  /// Where "no due day" sorts, as a packed day: after every day (SQL writes it `9999-99-99`).
  static let never: Int32 = 99_999_999

  /// The year, e.g. 2026.
  public var year: Int { Int(packed) / 10_000 }
  /// The month, 1–12.
  public var month: Int { Int(packed) / 100 % 100 }
  /// The day of the month, 1–31.
  public var day: Int { Int(packed) % 100 }

  /// The given day (not validated: parse input with the `String` initializer).
  public init(year: Int, month: Int, day: Int) {
    packed = Int32(year * 10_000 + month * 100 + day)
  }

  /// The day `date` falls on in `calendar`'s time zone.
  public init(_ date: Date, calendar: Calendar = .current) {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    self.init(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1)
  }

  /// Parses `YYYY-MM-DD`; `nil` for anything else or an impossible date.
  public init?(_ text: String) {
    let utf8 = Array(text.utf8)
    guard utf8.count == 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-") else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in utf8[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10),
      (1...12).contains(month), (1...Day.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    func padded(_ value: Int, _ width: Int) -> String {
      let digits = String(value)
      return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// The day `count` days later (earlier when negative).
  public func adding(days count: Int) -> Day {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let date = calendar.date(from: DateComponents(year: year, month: month, day: day))!
    return Day(calendar.date(byAdding: .day, value: count, to: date)!, calendar: calendar)
  }

  public static func < (lhs: Day, rhs: Day) -> Bool { lhs.packed < rhs.packed }

  static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }
}

extension Day {
  /// The last day worked out by ``today(at:)`` and the times it stands for.
  private static let lastToday = Locked<(from: Date, until: Date, day: Day)?>(nil)

  /// The day `date` falls on in the current calendar, as `Day(date)`, but worked out through
  /// the calendar at most once a minute: a screen asks for today on every frame. The day found
  /// is kept for the minute after the time it was asked for, cut at the next midnight; a time
  /// before it, or after, works it out again. A change of time zone shows within a minute.
  public static func today(at date: Date) -> Day {
    if let last = lastToday.withLock({ $0 }), last.from <= date, date < last.until { return last.day }
    let calendar = Calendar.current
    let day = Day(date, calendar: calendar)
    let midnight = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: date)) ?? date
    lastToday.withLock { $0 = (date, min(midnight, date.addingTimeInterval(60)), day) }
    return day
  }
}
