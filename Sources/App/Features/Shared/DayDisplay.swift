import Services

/// How the app shows due dates: the user's `date-format` setting, set once at start before
/// the first frame (`switchyard` reads the configuration file then). Files, routes and
/// exports always use ISO dates.
@MainActor
public enum DayDisplay {
  /// The format in effect; ISO 8601 unless the user chose another.
  public static var format = DayFormat.iso

  /// `day` as the user chose to see it.
  public static func string(_ day: Day) -> String { format.string(from: day) }
}
