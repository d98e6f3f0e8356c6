import Container
import Coordinators
import Foundation
import Palette
import Routing
import Services
import TerminalUI

/// The whole app as it runs: the container, the coordinators, the command palette, the host
/// that draws them, and state restoration — the same for the terminal, plain lines and a replay.
///
/// ```swift
/// let session = AppRun(container: container, startRoute: route)
/// session.start()
/// let screen = session.host.render(size: Size(width: 100, height: 30))
/// ```
@MainActor
public final class AppRun {
  /// The scheme of the app's routes: `switchyard://projects/3`.
  public static let scheme = "switchyard"
  /// The services and the cache.
  public let container: AppContainer
  /// The app's root flow.
  public let coordinator: AppCoordinator
  /// The `:` palette.
  public let palette: CommandPalette
  /// The host drawing the app.
  public let host: ViewHost
  /// Whether each user's last place is brought back when they sign in, and saved as they move:
  /// an interactive run's. A plain or piped run starts at the Inbox (or its start route) and
  /// never saves its place over the one the user left interactively.
  public let restoresNavigation: Bool
  /// Saves the signed-in user's place; nil while nobody is signed in.
  public private(set) var restoration: NavigationRestoration?
  /// The theme the configuration file chose (``Theme/standard`` unless set): the host draws
  /// with it while nobody is signed in, and for a user who has not chosen one in Settings.
  public var configuredTheme = Theme.standard {
    didSet { applyTheme() }
  }
  /// A route to open once someone is signed in (`switchyard open URL`).
  var pendingRoute: Route?
  private let listeners = SceneTasks()

  /// The app on `container`; once signed in it opens `startRoute` (or the nearest place to it
  /// that exists), after bringing back the user's last place when `restoresNavigation` (which
  /// also saves the place from then on).
  public init(container: AppContainer, startRoute: Route? = nil, restoresNavigation: Bool = true) {
    let coordinator = AppCoordinator(container: container)
    let palette = CommandPalette(
      scheme: Self.scheme, root: { [weak coordinator] in coordinator },
      targets: { [cache = container.cache] in AppPaletteTargets.projects(in: cache.value) },
      source: AppPaletteTargets.source(tasks: container.tasks, cache: container.cache))
    self.container = container
    self.coordinator = coordinator
    self.palette = palette
    self.restoresNavigation = restoresNavigation
    pendingRoute = startRoute
    host = ViewHost(minimumSize: Size(width: 60, height: 16), work: container.work) {
      CommandPaletteContainer(palette: palette) { AppShell { AppCoordinator.rootView(with: coordinator) } }
    }
    palette.host = host
    palette.globalCommands = { [weak coordinator] in coordinator.map(AppPaletteCommands.commands) ?? [] }
    // A date picker's today (`t`, `+3`) is the app's, from its clock.
    host.today = { [now = container.configuration.now] in CalendarDay(now(), in: .current) }
    // A date picker reads dates as people say them (`fri`, `next week`, `dec 24`).
    host.dayReader = .phrases
  }

  /// Starts the container's listener and the coordinators; a start route the signed-out flow
  /// knows (`sign-up`) opens at once, any other once someone has signed in.
  public func start() {
    container.start()
    coordinator.start()
    if let route = pendingRoute, !coordinator.isSignedIn, (try? coordinator.open(route)) != nil {
      pendingRoute = nil
    }
    listeners.follow(container.cache.values(of: \.loadedUserID)) { [weak self] user in
      self?.userDataLoaded(user)
    }
    applyTheme()
    listeners.follow(container.cache.values(of: \.themeName)) { [weak self] _ in self?.applyTheme() }
  }

  /// Draws with the signed-in user's theme, if they chose one, else the configured one.
  private func applyTheme() {
    host.theme = container.cache.value.themeName.flatMap(Theme.named) ?? configuredTheme
  }

  /// Returns once the app has finished what the last key started — scene work, a sign-in's
  /// loading and the flow it leads to, all counted in the container's ``Container/AppContainer/work``
  /// tracker — and no frame is pending (``TerminalUI/ViewHost/idle()``). A replay and tests
  /// wait for it between keys, then check what they expect.
  public func idle() async {
    await host.idle()
  }

  /// Saves where the signed-in user is, now (the app is about to quit); nothing when this run
  /// does not keep the place (``restoresNavigation``).
  public func saveNavigation() {
    guard restoresNavigation else { return }
    restoration?.saveNow()
  }

  /// The signed-in user's data is loaded (or nobody is signed in): bring back their place, open
  /// the start route, and save from now on.
  private func userDataLoaded(_ user: User.ID?) {
    restoration?.stop()
    restoration = nil
    guard let user, container.cache.value.session?.id == user else { return }
    coordinator.show(signedIn: true)
    let restoration = NavigationRestoration(
      root: coordinator,
      store: UserNavigationStore(
        storage: NavigationStateStorage(database: container.database), userID: user,
        now: container.configuration.now), work: container.work)
    restoration.shouldSave = { [weak self] in
      guard let self else { return false }
      return coordinator.isSignedIn && container.cache.value.session?.id == user
    }
    restoration.onError = { [logger = container.logger] error in
      logger.error("navigation state", metadata: ["error": "\(error)"])
    }
    var problems = restoresNavigation ? restoration.restore() : []
    if let route = pendingRoute {
      pendingRoute = nil
      if let error = coordinator.openNearest(route).error {
        problems = [error]
      }
    }
    if let problem = problems.last {
      palette.show(notice: "\(problem.message) — showing \(coordinator.route.url(scheme: Self.scheme))")
    }
    self.restoration = restoration
    if restoresNavigation { restoration.startAutosave() }
  }
}
