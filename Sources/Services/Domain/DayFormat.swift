/// How days are shown (a user setting): a pattern of fields and literal characters, the same
/// in every locale. Fields: `yyyy` (2026), `MM` (03), `M` (3), `dd` (09), `d` (9), `MMM`
/// (Mar), `EEE` (Mon). Every other character is kept as written (`年`, `.`, `/`), except other
/// ASCII letters, which are refused so a typo is reported rather than shown.
///
/// ```swift
/// let format = try DayFormat("dd.MM.yyyy")
/// let shown = format.string(from: Day(year: 2026, month: 3, day: 9))  // "09.03.2026"
/// ```
public struct DayFormat: Hashable, Sendable, CustomStringConvertible {
  /// One part of a pattern.
  enum Part: Hashable, Sendable {
    case year, month, paddedMonth, monthName, day, paddedDay, weekday
    case literal(String)
  }

  /// The pattern as written.
  public let pattern: String
  let parts: [Part]

  /// ISO 8601, `yyyy-MM-dd`: the default, and what files and routes always use.
  public static let iso = try! DayFormat("yyyy-MM-dd")

  /// Reads `pattern`; throws ``DayFormatError`` naming a letter that is not a field.
  public init(_ pattern: String) throws {
    let fields: [(String, Part)] = [
      ("yyyy", .year), ("MMM", .monthName), ("MM", .paddedMonth), ("M", .month), ("dd", .paddedDay),
      ("d", .day), ("EEE", .weekday),
    ]
    var parts: [Part] = []
    var rest = Substring(pattern)
    scanning: while let first = rest.first {
      for (token, part) in fields where rest.hasPrefix(token) {
        parts.append(part)
        rest = rest.dropFirst(token.count)
        continue scanning
      }
      guard !(first.isASCII && first.isLetter) else { throw DayFormatError(pattern: pattern, letter: first) }
      guard !first.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
        throw DayFormatError(pattern: pattern, letter: first)
      }
      if case .literal(let text) = parts.last {
        parts[parts.count - 1] = .literal(text + String(first))
      } else {
        parts.append(.literal(String(first)))
      }
      rest = rest.dropFirst()
    }
    guard parts.contains(where: { if case .literal = $0 { false } else { true } }) else {
      throw DayFormatError(pattern: pattern, letter: nil)
    }
    self.pattern = pattern
    self.parts = parts
  }

  /// `day` as this pattern writes it.
  public func string(from day: Day) -> String {
    let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    func padded(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return parts.map { part in
      switch part {
      case .year: String(day.year)
      case .month: String(day.month)
      case .paddedMonth: padded(day.month)
      case .monthName: months[max(0, min(11, day.month - 1))]
      case .day: String(day.day)
      case .paddedDay: padded(day.day)
      case .weekday: Self.weekdayName(of: day)
      case .literal(let text): text
      }
    }.joined()
  }

  public var description: String { pattern }

  /// The day of the week, by Zeller's congruence on the proleptic Gregorian calendar.
  static func weekdayName(of day: Day) -> String {
    let names = ["Sat", "Sun", "Mon", "Tue", "Wed", "Thu", "Fri"]
    var month = day.month
    var year = day.year
    if month < 3 {
      month += 12
      year -= 1
    }
    let index =
      (day.day + 13 * (month + 1) / 5 + year % 100 + year % 100 / 4 + year / 100 / 4 + 5 * (year / 100)) % 7
    return names[(index + 7) % 7]
  }
}

/// A date pattern with a letter that is no field, or with no field at all.
public struct DayFormatError: Error, Equatable, CustomStringConvertible {
  /// The pattern as written.
  public let pattern: String
  /// The letter that is not a field; nil when the pattern has no field.
  public let letter: Character?

  public var description: String {
    if let letter {
      "\"\(pattern)\" has \"\(letter)\", which is not a date field (use yyyy, MM, M, MMM, dd, d, EEE)"
    } else {
      "\"\(pattern)\" has no date field (use yyyy, MM, M, MMM, dd, d, EEE)"
    }
  }
}
