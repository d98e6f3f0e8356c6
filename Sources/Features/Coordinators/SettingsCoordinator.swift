import Container
import Coordinators
import Observation
import Services
import TerminalUI

/// The Settings tab: profile, appearance (saved per user), change password (pushed), sign out
/// (after a confirmation).
@Observable @MainActor
public final class SettingsCoordinator: NavigationStackCoordinator, AlertPresenter {
  public enum Destination: NavigationDestination {
    case changePassword
  }

  public var path: [Destination] = []
  public var alertModel: AlertModel?
  @ObservationIgnored let container: AppContainer
  @ObservationIgnored private let work: WorkTracker
  @ObservationIgnored private let tasks: SceneTasks
  /// How many times the change-password form was opened: each opening's identity, so focus
  /// starts on its first field, not where the last one was left.
  @ObservationIgnored private var passwordForms = 0
  /// Where a theme that could not be saved is told (as a notice).
  @ObservationIgnored let notices: NoticeCenter
  /// The settings scene, the tab's root.
  @ObservationIgnored public private(set) lazy var settings = SettingsComponentModel(
    cache: container.cache, databasePath: container.configuration.displayedDatabasePath
  ) { [weak self] event in
    switch event {
    case .changePassword:
      self?.passwordForms += 1
      self?.navigate(to: .changePassword)
    case .signOut: self?.confirmSignOut()
    case .chooseTheme(let name): self?.chooseTheme(name)
    case .export: self?.export()
    }
  }

  public init(container: AppContainer, work: WorkTracker, notices: NoticeCenter = NoticeCenter()) {
    self.container = container
    self.notices = notices
    self.work = work
    tasks = SceneTasks(tracker: work)
  }

  public static func rootView(with coordinator: SettingsCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Settings") {
      SettingsComponent(model: coordinator.settings)
    }
  }

  public func title(for destination: Destination) -> String { "Change password" }

  public func scene(for destination: Destination) -> some View {
    ChangePasswordComponent(
      model: ChangePasswordComponentModel(
        auth: self.container.auth, work: self.work, log: self.container.actionLog
      ) { [weak self] _ in
        self?.pop()
      }
    ).id("change-password-\(passwordForms)")
  }

  /// Saves `name` as the user's theme; the app applies it at once (and at each sign-in).
  func chooseTheme(_ name: String) {
    do {
      try container.chooseTheme(name)
    } catch {
      notices.post(.failure("Could not save the theme: \(message(for: error))"))
    }
  }

  /// Writes the user's projects and tasks to a new file beside the database, and says where
  /// (or why it could not).
  func export() {
    do {
      notices.post(Notice(try AppExport.run(container).text, kind: .success))
    } catch {
      notices.post(.failure("Could not export: \(message(for: error))"))
    }
  }

  /// Asks before signing out.
  func confirmSignOut() {
    let auth = container.auth
    alertModel = AlertModel(
      title: "Sign out?", message: "You can sign in again with your email and password.",
      primaryAction: .init("Sign out", role: .destructive) { [tasks] _ in tasks.run { await auth.signOut() }
      },
      secondaryAction: .init("Stay", role: .cancel))
  }
}
