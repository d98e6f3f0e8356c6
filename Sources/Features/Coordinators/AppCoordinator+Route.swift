import Coordinators
import Routing

/// The app's routes are the signed-in tabs' (`inbox`, `projects/3`, `search`, `settings`), or
/// the signed-out flow's (`sign-up`) while nobody is signed in.
extension AppCoordinator: RoutableVariant {
  public var routableFlow: (any RoutableCoordinator)? {
    switch variant {
    case .signedOut(let auth): auth
    case .signedIn(let tabs): tabs
    }
  }

  public static var variantFlows: [(name: String, flow: any FlowGraphDescribing.Type)] {
    [("signed out", AuthCoordinator.self), ("signed in", MainTabCoordinator.self)]
  }
}

extension MainTabCoordinator: RoutableTabs {
  public static func flowType(forTab tab: Tab) -> (any FlowGraphDescribing.Type)? {
    switch tab {
    case .inbox: InboxCoordinator.self
    case .projects: ProjectsCoordinator.self
    case .search: SearchCoordinator.self
    case .settings: SettingsCoordinator.self
    }
  }
}

/// `sign-up`: the create-an-account form over sign-in.
extension AuthCoordinator.Destination: RouteDestination {
  public static var routes: [RouteCase<Self>] { [.pushed("sign-up", .signUp)] }
}

extension AuthCoordinator: RoutableStack {}

/// `settings/password`: the change-password form.
extension SettingsCoordinator.Destination: RouteDestination {
  public static var routes: [RouteCase<Self>] { [.pushed("password", .changePassword)] }
}

extension SettingsCoordinator: RoutableStack {}
