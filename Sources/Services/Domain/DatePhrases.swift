import Foundation

/// Reads a day as people say it, relative to a fixed today: `fri`, `next friday`, `in 3 days`,
/// `+1w`, `tom`, `eom`, `dec 24`, `24 dec`, `12/24`, `2026-12-24` … The grammar, with every
/// choice it makes, is the table in Documentation/App.md ("Dates as you say them"); in short:
///
/// - `fri` (or `friday`) is the next Friday after today: on a Friday, a week later;
///   `this fri` is today or the next Friday; `next fri` is the Friday of next week (weeks start
///   on Monday).
/// - A month and day without a year (`dec 24`, `24/12`) is the next such day, today included.
/// - Slashes follow the locale (``NumericDateOrder``); dots are always day first (`24.12.`).
///
/// Words are English whatever the locale, case is ignored, and nothing reaches a day outside
/// 0001–9999 or more than ten years away by an offset. The reader is a pure value: tests give
/// it a today and an order; the app makes it from its clock and the environment.
///
/// ```swift
/// let phrases = DatePhrases(today: Day(year: 2026, month: 12, day: 9), order: .monthFirst)
/// let friday = phrases.day("fri")  // 2026-12-11
/// let eve = phrases.day("12/24")  // 2026-12-24
/// ```
public struct DatePhrases: Equatable, Sendable {
  /// The day relative phrases count from.
  public var today: Day
  /// How `12/24` is read.
  public var order: NumericDateOrder

  /// The most words a phrase has (`dec 24, 2027`, `end of month`, `in 3 days`).
  public static let longestPhrase = 3

  /// A reader counting from `today`, reading slashes in `order`.
  public init(today: Day, order: NumericDateOrder = .current) {
    self.today = today
    self.order = order
  }

  /// A reader counting from the day `now` falls on in `calendar`'s time zone, reading slashes as
  /// `locale` writes them.
  public init(now: Date, calendar: Calendar, locale: Locale) {
    self.init(today: Day(now, calendar: calendar), order: NumericDateOrder(locale: locale))
  }

  /// The day `text` names, or nil when it names none (or an impossible one, such as `feb 30`).
  public func day(_ text: String) -> Day? {
    let words = text.lowercased().split { $0.isWhitespace || $0 == "," }.map(String.init)
    guard !words.isEmpty, words.count <= Self.longestPhrase else { return nil }
    let found =
      switch words.count {
      case 1: oneWord(words[0])
      case 2: twoWords(words[0], words[1])
      default: longer(words)
      }
    return found.flatMap { Day.exists(year: $0.year, month: $0.month, day: $0.day) ? $0 : nil }
  }

  private func oneWord(_ word: String) -> Day? {
    switch word {
    case "today", "tod": return today
    case "tomorrow", "tom", "tmr", "tmrw": return today.adding(days: 1)
    case "yesterday": return today.adding(days: -1)
    case "eow": return endOfWeek
    case "eom": return today.lastOfMonth
    case "eoy": return Day(year: today.year, month: 12, day: 31)
    default: break
    }
    if let weekday = Self.weekdays[word] { return nextWeekday(weekday, after: today) }
    if let offset = Self.offset(word) { return adding(offset.count, offset.unit) }
    return Day(word) ?? numeric(word)
  }

  private func twoWords(_ first: String, _ second: String) -> Day? {
    switch (first, second) {
    case ("next", "week"): return startOfWeek(of: today).adding(days: 7)
    case ("next", "month"): return Day(year: today.year, month: today.month, day: 1).adding(months: 1)
    case ("next", "year"): return Day(year: today.year + 1, month: 1, day: 1)
    case ("next", "weekend"): return weekend(of: startOfWeek(of: today).adding(days: 7))
    case ("this", "weekend"): return weekend(of: today)
    case ("this", let name):
      return Self.weekdays[name].map { nextWeekday($0, after: today.adding(days: -1)) }
    case ("next", let name):
      return Self.weekdays[name].map { startOfWeek(of: today).adding(days: 7 + $0 - 1) }
    default: return monthDay(first, second, year: nil)
    }
  }

  private func longer(_ words: [String]) -> Day? {
    switch words.count {
    case 3 where words[0] == "in":
      let count = ["a", "an", "one"].contains(words[1]) ? 1 : Self.number(words[1])
      guard let count, let unit = Self.units[words[2]] else { return nil }
      return adding(count, unit)
    case 3 where words[0] == "end" && words[1] == "of":
      switch words[2] {
      case "week": return endOfWeek
      case "month": return today.lastOfMonth
      case "year": return Day(year: today.year, month: 12, day: 31)
      default: return nil
      }
    case 3:
      guard let year = Self.year(words[2]) else { return nil }
      return monthDay(words[0], words[1], year: year)
    default: return nil
    }
  }
}
