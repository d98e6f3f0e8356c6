import Foundation

/// Which number comes first in a date written with slashes, `12/24` or `24/12`: the user's
/// locale decides (`en_US` month first; `en_GB`, `cs_CZ`, `de_DE` day first).
public enum NumericDateOrder: Equatable, Sendable {
  /// `12/24` is 24 December (United States, Canada, China, Japan, and the `C` locale).
  case monthFirst
  /// `24/12` is 24 December (most of the world).
  case dayFirst

  /// The order `locale` writes a month and a day in, as its date patterns have it.
  public init(locale: Locale) {
    let pattern = DateFormatter.dateFormat(fromTemplate: "Md", options: 0, locale: locale) ?? "M/d"
    let month = pattern.firstIndex(of: "M")
    let day = pattern.firstIndex(of: "d")
    if let month, let day, day < month { self = .dayFirst } else { self = .monthFirst }
  }

  /// The order of the locale the environment names for dates: `LC_ALL`, else `LC_TIME`, else
  /// `LANG` (the first set and not empty, as POSIX reads them), without its encoding
  /// (`cs_CZ.UTF-8` is `cs_CZ`). `C`, `POSIX` or none: month first.
  public static func fromEnvironment(_ environment: [String: String]) -> NumericDateOrder {
    let name = ["LC_ALL", "LC_TIME", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? "C"
    let identifier = name.prefix { $0 != "." && $0 != "@" }
    guard !["C", "POSIX", ""].contains(identifier) else { return .monthFirst }
    return NumericDateOrder(locale: Locale(identifier: String(identifier)))
  }

  /// This process's order, read from its environment once.
  public static let current = fromEnvironment(ProcessInfo.processInfo.environment)
}
