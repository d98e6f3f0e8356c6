import Foundation
import Services
import Testing

/// The grammar of Documentation/App.md ("Dates as you say them"), phrase by phrase, for fixed
/// todays: a Wednesday in December, a month's and a year's last day, a leap year's February,
/// and days of daylight-saving changes in Prague and New York.
@Suite("Dates as people say them")
struct DatePhrasesTests {
  /// Wednesday 9 December 2026.
  static let wednesday = DatePhrases(today: Day(year: 2026, month: 12, day: 9), order: .monthFirst)

  @Test(
    "every phrase of the grammar, on Wednesday 2026-12-09",
    arguments: [
      ("today", "2026-12-09"), ("tod", "2026-12-09"), ("tomorrow", "2026-12-10"), ("tom", "2026-12-10"),
      ("tmr", "2026-12-10"), ("tmrw", "2026-12-10"), ("yesterday", "2026-12-08"), ("TODAY", "2026-12-09"),
      // A weekday is the next one after today: on a Wednesday, `wed` is a week later.
      ("fri", "2026-12-11"), ("friday", "2026-12-11"), ("Fri", "2026-12-11"), ("sat", "2026-12-12"),
      ("sun", "2026-12-13"), ("mon", "2026-12-14"), ("tue", "2026-12-15"), ("tues", "2026-12-15"),
      ("wed", "2026-12-16"), ("wednesday", "2026-12-16"), ("thu", "2026-12-10"), ("thurs", "2026-12-10"),
      // `this` counts today; `next` is that day of next week (weeks start on Monday).
      ("this fri", "2026-12-11"), ("this wed", "2026-12-09"), ("this mon", "2026-12-14"),
      ("next fri", "2026-12-18"), ("next friday", "2026-12-18"), ("next mon", "2026-12-14"),
      ("next wed", "2026-12-16"), ("next sun", "2026-12-20"), ("next week", "2026-12-14"),
      ("next month", "2027-01-01"), ("next year", "2027-01-01"), ("this weekend", "2026-12-12"),
      ("next weekend", "2026-12-19"),
      // Counted from today.
      ("in 3 days", "2026-12-12"), ("in 1 day", "2026-12-10"), ("in a week", "2026-12-16"),
      ("in 2 weeks", "2026-12-23"), ("in 1 month", "2027-01-09"), ("in a year", "2027-12-09"),
      ("in 0 days", "2026-12-09"), ("+1", "2026-12-10"), ("+3", "2026-12-12"), ("+1d", "2026-12-10"),
      ("+1w", "2026-12-16"), ("+2w", "2026-12-23"), ("+2m", "2027-02-09"), ("+1y", "2027-12-09"),
      ("-2", "2026-12-07"), ("-1w", "2026-12-02"),
      // Ends.
      ("eow", "2026-12-13"), ("end of week", "2026-12-13"), ("eom", "2026-12-31"),
      ("end of month", "2026-12-31"), ("eoy", "2026-12-31"), ("end of year", "2026-12-31"),
      // A month and a day: the next such day, today included; or in the year given.
      ("dec 24", "2026-12-24"), ("24 dec", "2026-12-24"), ("december 24", "2026-12-24"),
      ("24 December", "2026-12-24"), ("dec 24th", "2026-12-24"), ("24th dec", "2026-12-24"),
      ("24. dec", "2026-12-24"), ("dec 9", "2026-12-09"), ("dec 8", "2027-12-08"), ("jan 5", "2027-01-05"),
      ("1st jan", "2027-01-01"), ("sept 2", "2027-09-02"), ("dec 24 2027", "2027-12-24"),
      ("dec 24, 2027", "2027-12-24"), ("24 dec 27", "2027-12-24"), ("feb 29", "2028-02-29"),
      // Numbers: slashes in the locale's order (month first here), dots day first.
      ("12/24", "2026-12-24"), ("1/5", "2027-01-05"), ("12/24/2027", "2027-12-24"),
      ("12/24/27", "2027-12-24"),
      ("24.12.", "2026-12-24"), ("24.12.2027", "2027-12-24"), ("5.1.", "2027-01-05"),
      ("2026-12-24", "2026-12-24"), ("  dec   24  ", "2026-12-24"),
    ])
  func phrase(_ text: String, expected: String) {
    #expect(Self.wednesday.day(text)?.description == expected, "\(text)")
  }

  @Test(
    "what is not a date, or not a real day, is nil",
    arguments: [
      "", " ", "friday the 13th", "dec 32", "feb 30", "13/13", "13/24", "0/5", "next", "in days",
      "in -3 days", "in 3 fortnights", "+", "+1x", "1984", "3.5", "24.12", "1.2.3", "version", "tomorrow's",
      "+99999", "+3661", "+11y", "+121m", "next decade", "this", "end of", "dec", "24", "#Work", "!2",
      "in 3 days please", "2026-02-29", "dec 24 1", "may 5 2027 extra",
    ])
  func notADate(_ text: String) {
    #expect(Self.wednesday.day(text) == nil, "\(text)")
  }

  @Test("day-first locales read slashes day first; dots are day first everywhere")
  func dayFirst() {
    let phrases = DatePhrases(today: Day(year: 2026, month: 12, day: 9), order: .dayFirst)
    #expect(phrases.day("24/12")?.description == "2026-12-24")
    #expect(phrases.day("5/1")?.description == "2027-01-05")
    #expect(phrases.day("24/12/2027")?.description == "2027-12-24")
    #expect(phrases.day("12/24") == nil)
    #expect(phrases.day("24.12.")?.description == "2026-12-24")
  }

  @Test(
    "a month's end: months added keep the day where the month has it",
    arguments: [
      ("tomorrow", "2026-02-01"), ("+1m", "2026-02-28"), ("in 1 month", "2026-02-28"), ("eom", "2026-01-31"),
      ("next month", "2026-02-01"), ("+13m", "2027-02-28"), ("sun", "2026-02-01"),
      ("this weekend", "2026-01-31"),
      ("eow", "2026-02-01"), ("next week", "2026-02-02"),
    ])
  func monthEnd(_ text: String, expected: String) {
    // Saturday 31 January 2026.
    let phrases = DatePhrases(today: Day(year: 2026, month: 1, day: 31), order: .monthFirst)
    #expect(phrases.day(text)?.description == expected, "\(text)")
  }

  @Test(
    "a year's end: the next year starts tomorrow",
    arguments: [
      ("tomorrow", "2027-01-01"), ("fri", "2027-01-01"), ("this thu", "2026-12-31"),
      ("next week", "2027-01-04"),
      ("next fri", "2027-01-08"), ("eoy", "2026-12-31"), ("eom", "2026-12-31"), ("eow", "2027-01-03"),
      ("this weekend", "2027-01-02"), ("jan 1", "2027-01-01"), ("dec 31", "2026-12-31"),
      ("+1w", "2027-01-07"),
      ("next month", "2027-01-01"), ("next year", "2027-01-01"), ("1/1", "2027-01-01"),
      ("12/30", "2027-12-30"),
    ])
  func yearEnd(_ text: String, expected: String) {
    // Thursday 31 December 2026.
    let phrases = DatePhrases(today: Day(year: 2026, month: 12, day: 31), order: .monthFirst)
    #expect(phrases.day(text)?.description == expected, "\(text)")
  }

  @Test("a leap year: 29 February is there, and a year on from it is 28 February")
  func leapYear() {
    // Monday 28 February 2028.
    let phrases = DatePhrases(today: Day(year: 2028, month: 2, day: 28), order: .monthFirst)
    #expect(phrases.day("tomorrow")?.description == "2028-02-29")
    #expect(phrases.day("feb 29")?.description == "2028-02-29")
    #expect(phrases.day("+1m")?.description == "2028-03-28")
    #expect(
      DatePhrases(today: Day(year: 2028, month: 2, day: 29), order: .monthFirst).day("+1y")?.description
        == "2029-02-28")
  }

  /// A time of a daylight-saving day, in a zone that has it: today is that zone's day (not
  /// UTC's), and days are counted as days, not as 24-hour steps (the 25-hour day of an autumn
  /// change would keep `now + 24 h` on the same day).
  @Test(
    "days around daylight-saving changes, in the zone's own day",
    arguments: [
      // Prague, autumn: 00:30 CEST on Sunday 25 October 2026, a day of 25 hours.
      ("Europe/Prague", "2026-10-24T22:30:00Z", "today", "2026-10-25"),
      ("Europe/Prague", "2026-10-24T22:30:00Z", "tomorrow", "2026-10-26"),
      ("Europe/Prague", "2026-10-24T22:30:00Z", "+1", "2026-10-26"),
      ("Europe/Prague", "2026-10-24T22:30:00Z", "fri", "2026-10-30"),
      ("Europe/Prague", "2026-10-24T22:30:00Z", "next week", "2026-10-26"),
      // Prague, spring: 00:30 CET on Sunday 29 March 2026 (UTC is still on the 28th).
      ("Europe/Prague", "2026-03-28T23:30:00Z", "today", "2026-03-29"),
      ("Europe/Prague", "2026-03-28T23:30:00Z", "yesterday", "2026-03-28"),
      ("Europe/Prague", "2026-03-28T23:30:00Z", "mon", "2026-03-30"),
      ("Europe/Prague", "2026-03-28T23:30:00Z", "eom", "2026-03-31"),
      // New York, spring: 23:30 EDT on Sunday 8 March 2026 (UTC is on the 9th already).
      ("America/New_York", "2026-03-09T03:30:00Z", "today", "2026-03-08"),
      ("America/New_York", "2026-03-09T03:30:00Z", "tomorrow", "2026-03-09"),
      ("America/New_York", "2026-03-09T03:30:00Z", "this weekend", "2026-03-08"),
      ("America/New_York", "2026-03-09T03:30:00Z", "3/9", "2026-03-09"),
      // New York, autumn: 23:30 EST on Sunday 1 November 2026, a day of 25 hours.
      ("America/New_York", "2026-11-02T04:30:00Z", "today", "2026-11-01"),
      ("America/New_York", "2026-11-02T04:30:00Z", "tomorrow", "2026-11-02"),
      ("America/New_York", "2026-11-02T04:30:00Z", "in 1 week", "2026-11-08"),
      ("America/New_York", "2026-11-02T04:30:00Z", "mon", "2026-11-02"),
    ])
  func daylightSaving(zone: String, now: String, text: String, expected: String) throws {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = try #require(TimeZone(identifier: zone))
    let instant = try #require(ISO8601DateFormatter().date(from: now))
    let phrases = DatePhrases(now: instant, calendar: calendar, locale: Locale(identifier: "en_US"))
    #expect(phrases.day(text)?.description == expected, "\(text) at \(now) in \(zone)")
  }

  @Test("the doc comment's sample")
  func sample() {
    let phrases = DatePhrases(today: Day(year: 2026, month: 12, day: 9), order: .monthFirst)
    let friday = phrases.day("fri")  // 2026-12-11
    let eve = phrases.day("12/24")  // 2026-12-24
    #expect(friday?.description == "2026-12-11" && eve?.description == "2026-12-24")
  }

  @Test("the order of 12/24 comes from the locale, and the locale from LC_ALL, LC_TIME, LANG")
  func localeOrder() {
    #expect(NumericDateOrder(locale: Locale(identifier: "en_US")) == .monthFirst)
    #expect(NumericDateOrder(locale: Locale(identifier: "en_GB")) == .dayFirst)
    #expect(NumericDateOrder(locale: Locale(identifier: "cs_CZ")) == .dayFirst)
    #expect(NumericDateOrder(locale: Locale(identifier: "de_DE")) == .dayFirst)
    #expect(NumericDateOrder.fromEnvironment(["LANG": "cs_CZ.UTF-8"]) == .dayFirst)
    #expect(NumericDateOrder.fromEnvironment(["LANG": "en_US.UTF-8", "LC_TIME": "en_GB.UTF-8"]) == .dayFirst)
    #expect(
      NumericDateOrder.fromEnvironment(["LC_ALL": "en_US.UTF-8", "LC_TIME": "en_GB.UTF-8"]) == .monthFirst)
    #expect(NumericDateOrder.fromEnvironment(["LC_ALL": "", "LANG": "en_GB.UTF-8"]) == .dayFirst)
    #expect(NumericDateOrder.fromEnvironment(["LANG": "C.UTF-8"]) == .monthFirst)
    #expect(NumericDateOrder.fromEnvironment([:]) == .monthFirst)
  }
}
