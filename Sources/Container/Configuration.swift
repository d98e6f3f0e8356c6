import Foundation
import Services

/// How the app is put together: where the database is, how time passes, how hard passwords
/// are hashed, where logs go.
public struct Configuration: Sendable {
  /// The SQLite file.
  public var databasePath: String
  /// How long to wait for another program's lock before giving up.
  public var busyTimeout: Duration
  /// The clock for delays (search debounce); tests inject a test clock.
  public var clock: any Clock<Duration>
  /// The current wall time (due dates, sign-in throttling); tests inject a fixed date.
  public var now: @Sendable () -> Date
  /// PBKDF2 iterations for new password hashes. Keep the default outside tests.
  public var passwordIterations: Int
  /// The log file, or `nil` for no logging.
  public var logPath: String?

  public init(
    databasePath: String, busyTimeout: Duration = .seconds(5), clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() },
    passwordIterations: Int = PasswordHasher.defaultIterations,
    logPath: String? = nil
  ) {
    self.databasePath = databasePath
    self.busyTimeout = busyTimeout
    self.clock = clock
    self.now = now
    self.passwordIterations = passwordIterations
    self.logPath = logPath
  }

  /// The default configuration: the database at `$XDG_DATA_HOME/switchyard/switchyard.sqlite`
  /// (else `~/.local/share/switchyard/switchyard.sqlite`), the log beside it.
  public static func standard(
    databasePath: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Configuration {
    let folder = dataFolder(environment: environment)
    let database = databasePath.map(expandTilde) ?? folder + "/switchyard.sqlite"
    let logFolder = (database as NSString).deletingLastPathComponent
    return Configuration(
      databasePath: database, logPath: (logFolder.isEmpty ? "." : logFolder) + "/switchyard.log")
  }

  /// Where switchyard keeps its data by default.
  public static func dataFolder(environment: [String: String]) -> String {
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/switchyard" }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return home + "/.local/share/switchyard"
  }

  static func expandTilde(_ path: String) -> String {
    (path as NSString).expandingTildeInPath
  }
}
