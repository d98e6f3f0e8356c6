import Features
import Foundation

/// The user's configuration file, read once per run. A file with problems is reported on
/// standard error, one line each, and every setting keeps its default (never half a file).
enum LoadedConfiguration {
  /// The configuration in effect and the problems that made it the defaults (empty when the
  /// file was sound or absent).
  static let current: (configuration: UserConfiguration, problems: [ConfigurationProblem]) = {
    let (configuration, problems) = ConfigurationFile.load(from: ConfigurationFile.defaultPath())
    guard problems.isEmpty else {
      for problem in problems.prefix(5) {
        FileHandleOutput.standardError("switchyard: \(problem) — using the default settings\n")
      }
      if problems.count > 5 {
        FileHandleOutput.standardError(
          "switchyard: … \(problems.count - 5) more: switchyard config --check\n")
      }
      return (UserConfiguration(), problems)
    }
    return (configuration, [])
  }()
}
