import Container
import Coordinators
import Observation
import Services
import TerminalUI

/// What the settings scene reports.
public enum SettingsEvent: Equatable, Sendable {
  case changePassword
  case signOut
}

/// What the settings scene needs from its model.
@MainActor
public protocol SettingsComponentModelProtocol: ComponentModel where Event == SettingsEvent {
  var user: User? { get }
  var openTasks: Int { get }
  var doneTasks: Int { get }
  var projectCount: Int { get }
  var databasePath: String { get }
  func changePassword()
  func signOut()
}

/// The profile, the data file, and the account actions.
public struct SettingsComponent<Model: SettingsComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack(spacing: 1) {
      VStack {
        Text(model.user?.name ?? "").bold()
        Text(model.user?.email ?? "").dim()
      }
      .border(title: "Profile")
      Text("\(model.openTasks) open, \(model.doneTasks) done, in \(model.projectCount) projects")
      Text("Data file: \(model.databasePath)").dim()
      HStack(spacing: 2) {
        Button("Change password") { model.changePassword() }
        Button("Sign out", role: .destructive) { model.signOut() }
      }
    }
  }
}

/// The live settings model, derived from the cache.
@Observable @MainActor
public final class SettingsComponentModel: SettingsComponentModelProtocol {
  public var onEvent: (SettingsEvent) -> Void = { _ in }
  @ObservationIgnored let container: AppContainer

  public init(container: AppContainer) {
    self.container = container
  }

  public var user: User? { container.cache.value.session }
  public var openTasks: Int { container.cache.value.tasks.count { !$0.isDone } }
  public var doneTasks: Int { container.cache.value.tasks.count { $0.isDone } }
  public var projectCount: Int { container.cache.value.projects.count }
  public var databasePath: String { container.configuration.databasePath }
  public func changePassword() { onEvent(.changePassword) }
  public func signOut() { onEvent(.signOut) }
}

/// A settings model for previews, snapshots and tests.
@Observable @MainActor
public final class SettingsComponentModelMock: SettingsComponentModelProtocol {
  public var onEvent: (SettingsEvent) -> Void = { _ in }
  public var user: User?
  public var openTasks = 0
  public var doneTasks = 0
  public var projectCount = 0
  public var databasePath = "/tmp/switchyard.sqlite"

  public init(user: User?) {
    self.user = user
  }

  public func changePassword() { onEvent(.changePassword) }
  public func signOut() { onEvent(.signOut) }
}
