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
  public enum Case: String, RouteCase {
    case signUp

    public var pattern: String { "sign-up" }
    public var shown: RouteCaseShown { .pushed }
  }

  public var routeCase: Case { .signUp }

  public func routeSegments(after previous: [Self]) -> [String] { ["sign-up"] }

  public static func read(from reader: inout RouteReader, after previous: [Self]) throws(RouteError) -> Self?
  {
    reader.take("sign-up") ? .signUp : nil
  }
}

extension AuthCoordinator: RoutableStack {}

/// `settings/password`: the change-password form.
extension SettingsCoordinator.Destination: RouteDestination {
  public enum Case: String, RouteCase {
    case changePassword

    public var pattern: String { "password" }
    public var shown: RouteCaseShown { .pushed }
  }

  public var routeCase: Case { .changePassword }

  public func routeSegments(after previous: [Self]) -> [String] { ["password"] }

  public static func read(from reader: inout RouteReader, after previous: [Self]) throws(RouteError) -> Self?
  {
    reader.take("password") ? .changePassword : nil
  }
}

extension SettingsCoordinator: RoutableStack {}
