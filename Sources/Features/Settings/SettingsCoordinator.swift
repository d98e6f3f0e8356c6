import Container
import Coordinators
import Observation
import Services
import TerminalUI

/// The Settings tab: profile, change password (pushed), sign out (after a confirmation).
@Observable @MainActor
public final class SettingsCoordinator: NavigationStackCoordinator, AlertPresenter {
  public enum Destination: NavigationDestination {
    case changePassword
  }

  public var path: [Destination] = []
  public var alertModel: AlertModel?
  public let settings: SettingsComponentModel
  @ObservationIgnored let container: AppContainer

  public init(container: AppContainer) {
    self.container = container
    settings = SettingsComponentModel(container: container)
    settings.onEvent = { [weak self] event in
      switch event {
      case .changePassword: self?.navigate(to: .changePassword)
      case .signOut: self?.confirmSignOut()
      }
    }
  }

  public static func rootView(with coordinator: SettingsCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Settings") {
      SettingsComponent(model: coordinator.settings)
    }
  }

  public func title(for destination: Destination) -> String { "Change password" }

  public func scene(for destination: Destination) -> some View {
    ChangePasswordComponent(model: self.changePasswordModel())
  }

  private func changePasswordModel() -> ChangePasswordComponentModel {
    let model = ChangePasswordComponentModel(auth: container.auth)
    model.onEvent = { [weak self] _ in self?.pop() }
    return model
  }

  /// Asks before signing out.
  func confirmSignOut() {
    let auth = container.auth
    alertModel = AlertModel(
      title: "Sign out?", message: "You can sign in again with your email and password.",
      primaryAction: .init("Sign out", role: .destructive) { _ in Task { await auth.signOut() } },
      secondaryAction: .init("Stay", role: .cancel))
  }
}
