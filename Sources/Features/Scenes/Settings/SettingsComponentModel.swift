import Coordinators
import DataCache
import Observation
import Services

/// What the settings scene reports.
public enum SettingsEvent: Equatable, Sendable {
  case changePassword
  case signOut
  /// The user chose the theme named so (`default`, `light`, `dark`).
  case chooseTheme(String)
  /// Write the user's projects and tasks to a file (as `switchyard export` does).
  case export
}

/// What the settings scene needs from its model.
@MainActor
public protocol SettingsComponentModelProtocol: ComponentModel where Event == SettingsEvent {
  var user: User? { get }
  var openTasks: Int { get }
  var doneTasks: Int { get }
  var projectCount: Int { get }
  var databasePath: String { get }
  /// The theme the user chose, by name; nil when they have not (the configuration's applies).
  var themeName: String? { get }
  func changePassword()
  func chooseTheme(_ name: String)
  func signOut()
  func export()
}

/// The live settings model, derived from the cache.
@Observable @MainActor
public final class SettingsComponentModel: SettingsComponentModelProtocol {
  public let onEvent: (SettingsEvent) -> Void
  public let databasePath: String
  @ObservationIgnored let cache: DataCache<AppState>

  public init(cache: DataCache<AppState>, databasePath: String, onEvent: @escaping (SettingsEvent) -> Void) {
    self.cache = cache
    self.databasePath = databasePath
    self.onEvent = onEvent
  }

  public var user: User? { cache.value.session }
  public var openTasks: Int { cache.value.counts.inbox[.all, default: 0] }
  public var doneTasks: Int { cache.value.counts.inbox[.done, default: 0] }
  public var projectCount: Int { cache.value.projects.count }
  public var themeName: String? { cache.value.themeName }
  public func changePassword() { onEvent(.changePassword) }
  public func signOut() { onEvent(.signOut) }
  public func export() { onEvent(.export) }
  public func chooseTheme(_ name: String) { onEvent(.chooseTheme(name)) }
}
