import Logging
import Unidirectional

/// The diagnostics every feature store reports through its middleware: each action's name, and
/// the time since the store's previous action (a request's latency shows as the time before its
/// result). Only the name is written — never an action's values, which can hold an email, a
/// search or a password — and only to the log file, never the screen.
public struct ActionLog: Sendable {
  let logger: Logger?

  /// Actions written to `logger` (the app's log file), at `info` level.
  public init(logger: Logger) {
    self.logger = logger
  }

  /// Writes nothing (previews and tests that do not look).
  public static let none = ActionLog(logger: nil)

  private init(logger: Logger?) {
    self.logger = logger
  }

  /// The middleware for the store of `feature` (a short name: `sign-in`, `search`).
  @MainActor
  func middleware<State, Action>(for feature: String) -> Middleware<State, Action> {
    guard let logger else { return Middleware { _, _, _ in .none } }
    let clock = ContinuousClock()
    var previous: ContinuousClock.Instant?
    return Middleware { action, _, _ in
      let now = clock.now
      let since = previous.map { " +\(Self.milliseconds(now - $0)) ms" } ?? ""
      previous = now
      logger.info("\(feature): \(Self.name(of: action))\(since)")
      return .none
    }
  }

  /// The case name of `action`, without its values.
  static func name(of action: Any) -> String {
    if let label = Mirror(reflecting: action).children.first?.label { return label }
    let text = String(describing: action)
    return String(text.prefix { $0 != "(" })
  }

  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return String(seconds * 1000 + attoseconds / 1_000_000_000_000_000)
  }
}
