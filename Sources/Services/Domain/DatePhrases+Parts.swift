/// The pieces of ``DatePhrases``' grammar: names, offsets, numeric dates and the weeks they
/// count in.
extension DatePhrases {
  /// A span to add to today: `+3`, `+1w`, `in 2 months`.
  enum Unit { case day, week, month, year }

  static let weekdays: [String: Int] = [
    "mon": 1, "monday": 1, "tue": 2, "tues": 2, "tuesday": 2, "wed": 3, "wednesday": 3, "thu": 4,
    "thur": 4, "thurs": 4, "thursday": 4, "fri": 5, "friday": 5, "sat": 6, "saturday": 6, "sun": 7,
    "sunday": 7,
  ]

  static let months: [String: Int] = [
    "jan": 1, "january": 1, "feb": 2, "february": 2, "mar": 3, "march": 3, "apr": 4, "april": 4,
    "may": 5, "jun": 6, "june": 6, "jul": 7, "july": 7, "aug": 8, "august": 8, "sep": 9, "sept": 9,
    "september": 9, "oct": 10, "october": 10, "nov": 11, "november": 11, "dec": 12, "december": 12,
  ]

  static let units: [String: Unit] = [
    "d": .day, "day": .day, "days": .day, "w": .week, "wk": .week, "wks": .week, "week": .week,
    "weeks": .week, "m": .month, "mo": .month, "month": .month, "months": .month, "y": .year,
    "yr": .year, "yrs": .year, "year": .year, "years": .year,
  ]

  /// `+3`, `-2`, `+1w`, `+2m`, `+1y`: a signed count and a unit (days when none).
  static func offset(_ word: String) -> (count: Int, unit: Unit)? {
    guard let sign = word.first, sign == "+" || sign == "-" else { return nil }
    let digits = word.dropFirst().prefix(while: \.isASCII).prefix(while: \.isNumber)
    let rest = String(word.dropFirst(1 + digits.count))
    guard !digits.isEmpty, digits.count <= 5, let count = Int(digits) else { return nil }
    let unit = rest.isEmpty ? .day : units[rest]
    return unit.map { (sign == "-" ? -count : count, $0) }
  }

  /// Today moved by `count` units, when that is at most ten years away.
  func adding(_ count: Int, _ unit: Unit) -> Day? {
    let limit =
      switch unit {
      case .day: 3660
      case .week: 522
      case .month: 120
      case .year: 10
      }
    guard abs(count) <= limit else { return nil }
    return switch unit {
    case .day: today.adding(days: count)
    case .week: today.adding(days: count * 7)
    case .month: today.adding(months: count)
    case .year: today.adding(months: count * 12)
    }
  }

  /// The first day after `day` that is `weekday` (1 Monday … 7 Sunday).
  func nextWeekday(_ weekday: Int, after day: Day) -> Day {
    day.adding(days: (weekday - day.weekday + 6) % 7 + 1)
  }

  /// The Monday of `day`'s week.
  func startOfWeek(of day: Day) -> Day { day.adding(days: 1 - day.weekday) }

  /// This week's Sunday (today on a Sunday).
  var endOfWeek: Day { startOfWeek(of: today).adding(days: 6) }

  /// The Saturday of `day`'s week; on a weekend day, that day.
  func weekend(of day: Day) -> Day {
    day.weekday >= 6 ? day : startOfWeek(of: day).adding(days: 5)
  }

  /// `dec 24`, `24 dec`, `december 24th`, with a year or (nil) the next such day, today included.
  func monthDay(_ first: String, _ second: String, year: Int?) -> Day? {
    let parts: (month: Int, day: Int)? =
      if let month = Self.months[first], let day = Self.dayNumber(second) {
        (month, day)
      } else if let month = Self.months[second], let day = Self.dayNumber(first) {
        (month, day)
      } else {
        nil
      }
    guard let parts else { return nil }
    return dated(month: parts.month, day: parts.day, year: year)
  }

  /// `12/24`, `24/12/2026` (in ``order``), `24.12.`, `24.12.2026` (always day first).
  func numeric(_ word: String) -> Day? {
    let dotted = word.contains(".")
    let separator: Character = dotted ? "." : "/"
    var fields = word.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
    // `24.12.` (the dot at the end, or a year) so that `version 3.5` is not 3 May.
    if dotted {
      guard fields.last == "" || fields.count == 3 else { return nil }
      if fields.last == "" { fields.removeLast() }
    }
    guard (2...3).contains(fields.count), fields.allSatisfy({ !$0.isEmpty && $0.count <= 4 }),
      let first = Self.number(fields[0]), let second = Self.number(fields[1])
    else { return nil }
    let year = fields.count == 3 ? Self.year(fields[2]) : nil
    guard fields.count == 2 || year != nil else { return nil }
    let monthFirst = !dotted && order == .monthFirst
    return dated(month: monthFirst ? first : second, day: monthFirst ? second : first, year: year)
  }

  /// The day, in `year` or else the next year (from today's) that has it on or after today.
  func dated(month: Int, day: Int, year: Int?) -> Day? {
    if let year {
      return Day.exists(year: year, month: month, day: day) ? Day(year: year, month: month, day: day) : nil
    }
    // 29 February waits up to eight years for a leap year (2096 to 2104).
    for candidate in today.year...(today.year + 8) where Day.exists(year: candidate, month: month, day: day) {
      let found = Day(year: candidate, month: month, day: day)
      if found >= today { return found }
    }
    return nil
  }

  /// `24`, `24th`, `1st`, `2nd`, `3rd`, `24.`: a day of the month.
  static func dayNumber(_ word: String) -> Int? {
    var digits = Substring(word)
    for suffix in ["st", "nd", "rd", "th", "."] where digits.hasSuffix(suffix) {
      digits = digits.dropLast(suffix.count)
      break
    }
    guard digits.count <= 2, let day = number(String(digits)), (1...31).contains(day) else { return nil }
    return day
  }

  /// A year written with four digits, or two (`27` is 2027).
  static func year(_ word: String) -> Int? {
    guard word.count == 4 || word.count == 2, let year = number(word) else { return nil }
    return word.count == 2 ? 2000 + year : year
  }

  /// A number of ASCII digits only (no sign, no spaces).
  static func number(_ text: String) -> Int? {
    guard !text.isEmpty, text.count <= 4, text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    return Int(text)
  }
}
