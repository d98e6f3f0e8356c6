import Foundation
import Services

/// How the app is put together: where the database is, how time passes, how hard passwords
/// are hashed, where logs go.
///
/// ```swift
/// let container = try AppContainer(configuration: .default)                 // the user's file
/// let other = try AppContainer(configuration: .standard(databasePath: "~/tasks.sqlite"))
/// let forTests = try AppContainer(configuration: .testing(databasePath: temporaryPath))
/// ```
public struct Configuration: Sendable {
  /// The SQLite file.
  public var databasePath: String
  /// The data file the app names (Settings' "Data file:") when it is not ``databasePath``: a
  /// replay runs on a temporary copy and names the file the session was recorded on.
  public var shownDatabasePath: String?
  /// The data file the app names: ``shownDatabasePath``, else ``databasePath``.
  public var displayedDatabasePath: String { shownDatabasePath ?? databasePath }
  /// How long to wait for another program's lock before giving up.
  public var busyTimeout: Duration
  /// The clock for delays (search debounce); tests inject a test clock.
  public var clock: any Clock<Duration>
  /// The clock the check for changes made by another instance waits on (twice a second). Apart
  /// from ``clock`` so that an immediate clock (delays that do not wait) does not turn that
  /// check into a busy loop; a test that drives the check injects its test clock here.
  public var changeCheckClock: any Clock<Duration> = ContinuousClock()
  /// The current wall time (due dates, sign-in throttling); tests inject a fixed date.
  public var now: @Sendable () -> Date
  /// How new passwords are hashed. Production strength unless built by ``testing(databasePath:clock:now:busyTimeout:)``.
  public var passwordHasher: PasswordHasher
  /// The log file, or `nil` for no logging.
  public var logPath: String?
  /// Where a remembered sign-in is kept for this OS user, or `nil` to remember nobody.
  public var sessionPath: String?
  /// Who is using the app, as the OS knows them (a session is only resumed by its OS user).
  public var osUser = String(getuid())

  /// PBKDF2 iterations for new password hashes (at least 600,000 outside tests).
  public var passwordIterations: Int { passwordHasher.iterations }

  /// A configuration with every part spelled out; defaults are the production ones.
  public init(
    databasePath: String, busyTimeout: Duration = .seconds(5), clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() }, passwordHasher: PasswordHasher = PasswordHasher(),
    logPath: String? = nil
  ) {
    self.databasePath = databasePath
    self.busyTimeout = busyTimeout
    self.clock = clock
    self.now = now
    self.passwordHasher = passwordHasher
    self.logPath = logPath
  }

  /// A configuration asking for `passwordIterations` PBKDF2 iterations. Counts below the
  /// production default (600,000) are raised to it: only ``testing(databasePath:clock:now:busyTimeout:)``
  /// builds a weaker hasher.
  public init(
    databasePath: String, busyTimeout: Duration = .seconds(5), clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() }, passwordIterations: Int, logPath: String? = nil
  ) {
    self.init(
      databasePath: databasePath, busyTimeout: busyTimeout, clock: clock, now: now,
      passwordHasher: PasswordHasher(iterations: passwordIterations), logPath: logPath)
  }

  /// The production configuration at the default location (see ``standard(databasePath:environment:)``).
  public static var `default`: Configuration { standard() }

  /// The production configuration: the database at `databasePath` (`~` expanded) or else
  /// `$XDG_DATA_HOME/switchyard/switchyard.sqlite` (else
  /// `~/.local/share/switchyard/switchyard.sqlite`), the log `switchyard.log` beside it.
  public static func standard(
    databasePath: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> Configuration {
    let database =
      databasePath.map(expandTilde) ?? dataFolder(environment: environment) + "/switchyard.sqlite"
    let logFolder = (database as NSString).deletingLastPathComponent
    var configuration = Configuration(
      databasePath: database, logPath: (logFolder.isEmpty ? "." : logFolder) + "/switchyard.log")
    configuration.sessionPath = database + ".session-" + configuration.osUser
    return configuration
  }

  /// A configuration for tests: a deliberately cheap password hash (so signing in takes
  /// microseconds, not a second), no log file, and the given clock and time.
  public static func testing(
    databasePath: String, clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() }, busyTimeout: Duration = .seconds(5)
  ) -> Configuration {
    Configuration(
      databasePath: databasePath, busyTimeout: busyTimeout, clock: clock, now: now,
      passwordHasher: .insecureForTesting(iterations: 1_000))
  }

  /// Where switchyard keeps its data by default: `$XDG_DATA_HOME/switchyard` when that is
  /// an absolute path (the XDG spec ignores relative ones), else `~/.local/share/switchyard`.
  static func dataFolder(environment: [String: String]) -> String {
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/switchyard" }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.local/share/switchyard"
  }

  static func expandTilde(_ path: String) -> String {
    (path as NSString).expandingTildeInPath
  }
}
