import Services
import TerminalUI

extension DayReader {
  /// The app's Due field: every phrase of ``Services/DatePhrases`` (`fri`, `next week`,
  /// `in 3 days`, `dec 24`, `12/24` in the environment's locale order), counted from the
  /// field's today.
  public static let phrases = DayReader(examples: "YYYY-MM-DD, fri, dec 24, +1w") { text, today in
    DatePhrases(today: Day(year: today.year, month: today.month, day: today.day)).day(text)
      .flatMap { CalendarDay($0.description) }
  }
}
