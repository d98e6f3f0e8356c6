import Foundation
import Services
import Testing

@Suite("Today, worked out once a minute")
struct DayTodayTests {
  /// `Day.today(at:)` agrees with the calendar (`Day(date)`) along random walks through time:
  /// small steps inside the minute it keeps a day for, steps back, jumps of hours, and steps
  /// landing just before and just after midnight.
  @Test("agrees with the calendar along random walks", arguments: [1, 2, 3, 4] as [UInt64])
  func agreesWithCalendar(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let calendar = Calendar.current
    var date = Date(timeIntervalSince1970: 1_795_000_000)
    for _ in 0..<2_000 {
      switch Int.random(in: 0..<4, using: &random) {
      case 0: date += TimeInterval.random(in: 0..<90, using: &random)
      case 1: date -= TimeInterval.random(in: 0..<90, using: &random)
      case 2: date += TimeInterval.random(in: -7_200..<7_200, using: &random)
      default:
        let midnight = calendar.date(byAdding: .day, value: 1, to: calendar.startOfDay(for: date))!
        date = midnight + TimeInterval.random(in: -40..<40, using: &random)
      }
      #expect(Day.today(at: date) == Day(date), "at \(date)")
    }
  }

  @Test("a new day shows at midnight, though the minute is not over")
  func midnightWithinTheMinute() {
    let calendar = Calendar.current
    let midnight = calendar.startOfDay(for: Date(timeIntervalSince1970: 1_795_000_000))
    let before = midnight - 30
    let after = midnight + 10
    #expect(Day.today(at: before) == Day(before))
    #expect(Day.today(at: after) == Day(after))
    #expect(Day(before) != Day(after))
  }
}
