import Services

/// How the app shows due dates: the user's `date-format` setting, set once at start before
/// the first frame (`switchyard` reads the configuration file then). Files, routes and
/// exports always use ISO dates.
@MainActor
public enum DayDisplay {
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
