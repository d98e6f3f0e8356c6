import Foundation
import SwitchyardTesting
import Testing

@testable import TerminalUI

@Suite("CalendarDay")
struct CalendarDayTests {
  @Test("ISO text in and out: real days only, four-digit years, zero-padded")
  func isoText() {
    #expect(CalendarDay("2026-11-26") == .day(2026, 11, 26))
    #expect(CalendarDay("2028-02-29") == .day(2028, 2, 29))
    for bad in [
      "2026-02-29", "2100-02-29", "2026-13-01", "2026-00-10", "2026-1-01", "26-11-26", "0000-01-01",
      "2026-11-26 ", "２０２６-11-26", "abcd-ef-gh", "",
    ] {
      #expect(CalendarDay(bad) == nil, "\(bad)")
    }
    #expect(CalendarDay.day(42, 3, 4).description == "0042-03-04")
    #expect(CalendarDay.day(2026, 2, 31) == .day(2026, 2, 28))
    #expect(CalendarDay.day(0, 13, 0) == .day(1, 12, 1))
  }

  @Test("weekdays are ISO 8601's: Monday 1 … Sunday 7")
  func weekdays() {
    #expect(CalendarDay.day(2026, 11, 1).weekday == 7)
    #expect(CalendarDay.day(2026, 11, 26).weekday == 4)
    #expect(CalendarDay.day(2000, 1, 1).weekday == 6)
    #expect(CalendarDay.day(1, 1, 1).weekday == 1)
  }

  @Test("Codable as its ISO text; days of a Date in a time zone")
  func coding() throws {
    let data = try JSONEncoder().encode([CalendarDay.day(2026, 11, 26)])
    #expect(String(decoding: data, as: UTF8.self) == #"["2026-11-26"]"#)
    #expect(try JSONDecoder().decode([CalendarDay].self, from: data) == [.day(2026, 11, 26)])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([CalendarDay].self, from: Data(#"["2026-02-30"]"#.utf8))
    }
    // 2026-11-26 23:30 UTC is the 27th in Tokyo.
    let late = CalendarDay.day(2026, 11, 26).date().addingTimeInterval(23.5 * 3600)
    #expect(CalendarDay(late) == .day(2026, 11, 26))
    #expect(CalendarDay(late, in: TimeZone(identifier: "Asia/Tokyo")!) == .day(2026, 11, 27))
  }

  /// Foundation's Gregorian calendar is Julian before 15 October 1582 (CalendarDay stays
  /// Gregorian): the cases keep after it. Months are added a year and one month at most either
  /// way (the calendar's keys move by one and by twelve): further back, swift-foundation 6.3 on
  /// Linux shortens February by the starting year's length (1718-01-29 less 23 months gives
  /// 1716-02-28, though 1716 has a 29th; see `longStepsBack`).
  @Test("days, months and weekdays agree with Foundation's Gregorian calendar (10,000 seeded cases)")
  func agreesWithFoundation() {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    var random = SeededRandomNumberGenerator(seed: 2026)
    for _ in 0..<10_000 {
      let year = Int.random(in: 1700...2400, using: &random)
      let month = Int.random(in: 1...12, using: &random)
      let day = CalendarDay.day(year, month, Int.random(in: 1...31, using: &random))
      let date = calendar.date(from: DateComponents(year: day.year, month: day.month, day: day.day))!
      func expected(_ component: Calendar.Component, _ value: Int) -> CalendarDay {
        let moved = calendar.dateComponents(
          [.year, .month, .day], from: calendar.date(byAdding: component, value: value, to: date)!)
        return .day(moved.year!, moved.month!, moved.day!)
      }
      let days = Int.random(in: -40_000...100_000, using: &random)
      let months = Int.random(in: -13...13, using: &random)
      #expect(day.adding(days: days) == expected(.day, days), "\(day) + \(days) days")
      #expect(day.adding(months: months) == expected(.month, months), "\(day) + \(months) months")
      #expect(day.weekday == (calendar.component(.weekday, from: date) + 5) % 7 + 1, "\(day)")
      #expect(day.distance(to: day.adding(days: days)) == days)
      #expect(CalendarDay(ordinal: day.ordinal) == day)
    }
  }

  @Test("long steps back land in February by the target year's length")
  func longStepsBack() {
    #expect(CalendarDay.day(1718, 1, 29).adding(months: -23) == .day(1716, 2, 29))
    #expect(CalendarDay.day(2060, 2, 29).adding(months: -48) == .day(2056, 2, 29))
    #expect(CalendarDay.day(1814, 6, 30).adding(months: -100) == .day(1806, 2, 28))
    #expect(CalendarDay.day(2026, 1, 31).adding(months: 1) == .day(2026, 2, 28))
    #expect(CalendarDay.day(9999, 12, 31).adding(months: 1) == .day(9999, 12, 31))
    #expect(CalendarDay.day(1, 1, 1).adding(days: -1) == .day(1, 1, 1))
  }
}
