import Foundation
import Services
import Testing

@Suite("How days are shown: patterns, and weekdays checked against Foundation's calendar")
struct DayFormatTests {
  @Test("fields and literals")
  func fields() throws {
    let day = Day(year: 2026, month: 3, day: 9)
    let cases: [(String, String)] = [
      ("yyyy-MM-dd", "2026-03-09"), ("dd.MM.yyyy", "09.03.2026"), ("M/d/yyyy", "3/9/2026"),
      ("d MMM yyyy", "9 Mar 2026"), ("EEE d MMM", "Mon 9 Mar"), ("yyyy年M月d日", "2026年3月9日"),
    ]
    for (pattern, shown) in cases {
      #expect(try DayFormat(pattern).string(from: day) == shown, "\(pattern)")
    }
  }

  @Test("the doc comment's sample")
  func docSample() throws {
    let format = try DayFormat("dd.MM.yyyy")
    let shown = format.string(from: Day(year: 2026, month: 3, day: 9))  // "09.03.2026"
    #expect(shown == "09.03.2026")
  }

  @Test("a letter that is no field, a control character, or no field at all is refused")
  func refused() {
    for pattern in ["yyyy-QQ", "dd.mm.yyyy", "", "--", "yyyy\u{1b}MM"] {
      #expect(throws: DayFormatError.self, "\(pattern.debugDescription)") { try DayFormat(pattern) }
    }
  }

  @Test("EEE agrees with Foundation's Gregorian calendar on every day from 1900 to 2100")
  func weekdays() throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let names = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let format = try DayFormat("EEE")
    var date = calendar.date(from: DateComponents(year: 1900, month: 1, day: 1))!
    let end = calendar.date(from: DateComponents(year: 2100, month: 12, day: 31))!
    var checked = 0
    while date <= end {
      let parts = calendar.dateComponents([.year, .month, .day, .weekday], from: date)
      let day = Day(year: parts.year!, month: parts.month!, day: parts.day!)
      if format.string(from: day) != names[parts.weekday! - 1] {
        Issue.record("\(day): \(format.string(from: day)), Foundation says \(names[parts.weekday! - 1])")
        break
      }
      checked += 1
      date = calendar.date(byAdding: .day, value: 1, to: date)!
    }
    #expect(checked == 73_414)
  }
}
