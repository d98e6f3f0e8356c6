import Coordinators
import Palette
import Routing
import TerminalUI

/// The commands the palette offers on every screen of the signed-in app, beside the screen's
/// own: every place without an id (the tabs, the new-task and new-project sheets, the
/// password form), signing out, exporting, and each theme. Signed out: the sign-up form.
@MainActor
enum AppPaletteCommands {
  /// The places a route names without an id, with the name the palette lists them by: what
  /// the palette offers and what a shell completes after `switchyard open`.
  static let places: [(name: String, route: String)] = [
    ("inbox", "inbox"), ("projects", "projects"), ("search", "search"), ("settings", "settings"),
    ("new task", "inbox/tasks/new"), ("new project", "projects/new"),
    ("change password", "settings/password"),
  ]

  /// The places of the signed-out flow.
  static let signedOutPlaces: [(name: String, route: String)] = [("sign up", "sign-up")]

  /// The commands for `app` as it is now.
  static func commands(for app: AppCoordinator) -> [PaletteCommand] {
    guard case .signedIn(let tabs) = app.variant else {
      return signedOutPlaces.map { place in go(place, in: app) }
    }
    let settings = tabs.settings
    var commands = places.map { place in go(place, in: app) }
    commands.append(
      PaletteCommand("sign out", detail: "settings") { [weak app] in
        app?.openIgnoringProblems(Route(["settings"]))
        settings.confirmSignOut()
      })
    commands.append(
      PaletteCommand("export", detail: "settings: JSON beside the database") { settings.export() })
    for theme in Theme.builtIn {
      commands.append(
        PaletteCommand("theme \(theme.name)", detail: "settings") { settings.chooseTheme(theme.name) })
    }
    return commands
  }

  private static func go(_ place: (name: String, route: String), in app: AppCoordinator) -> PaletteCommand {
    PaletteCommand(place.name, detail: place.route) { [weak app] in
      app?.openIgnoringProblems(Route(place.route.split(separator: "/").map(String.init)))
    }
  }
}

extension AppCoordinator {
  /// Opens `route`, one of the app's own places (always there).
  fileprivate func openIgnoringProblems(_ route: Route) {
    _ = try? open(route)
  }
}
