import Services

/// How the app shows due dates: the user's `date-format` and `list-dates` settings, set once
/// at start before the first frame (`switchyard` reads the configuration file then). Files,
/// routes and exports always use ISO dates.
@MainActor
public enum DayDisplay {
  /// How lists show due dates; relative to today unless the user chose otherwise.
  public static var listDates = ListDates.relative

  /// `day` as a list shows it, on `today`: relative (``RelativeDay``) when near enough and
  /// ``listDates`` asks for it, else in ``format`` (`today` for today either way).
  public static func listString(_ day: Day, today: Day) -> String {
    if day == today { return "today" }
    if listDates == .relative, let text = RelativeDay.text(day, today: today) { return text }
    return string(day)
  }

  /// The format in effect; ISO 8601 unless the user chose another.
  public static var format = DayFormat.iso {
    didSet { strings = [:] }
  }
  /// The days written so far in ``format`` (a screenful of rows repeats them every frame),
  /// at most ``remembered``.
  private static var strings: [Day: String] = [:]
  /// How many written days are remembered before they are all forgotten.
  static let remembered = 1_024

  /// `day` as the user chose to see it.
  public static func string(_ day: Day) -> String {
    if let written = strings[day] { return written }
    let written = format.string(from: day)
    if strings.count >= remembered { strings = [:] }
    strings[day] = written
    return written
  }
}
