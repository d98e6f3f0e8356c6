import Container
import Coordinators
import Observation
import Services
import TerminalUI

/// The app's root: the signed-out flow or the signed-in tabs, switched by the session in
/// the cache. Switching discards the old flow with all its models.
@Observable @MainActor
public final class AppCoordinator: VariantCoordinator {
  public enum Variant {
    case signedOut(AuthCoordinator)
    case signedIn(MainTabCoordinator)
  }

  public var variant: Variant
  /// The app's work in flight (the container's tracker): scenes count their work in it.
  @ObservationIgnored public let work: WorkTracker
  @ObservationIgnored let container: AppContainer
  @ObservationIgnored private let listeners = SceneTasks()
  @ObservationIgnored private var isStarted = false

  public init(container: AppContainer) {
    let work = container.work
    self.container = container
    self.work = work
    variant =
      container.cache.value.session == nil
      ? .signedOut(AuthCoordinator(auth: container.auth, work: work, log: container.actionLog))
      : .signedIn(MainTabCoordinator(container: container))
  }

  /// Whether the signed-in tabs are shown.
  public var isSignedIn: Bool {
    if case .signedIn = variant { true } else { false }
  }

  /// Starts following the session: sign-in shows the tabs, sign-out the sign-in screen.
  public func start() {
    guard !isStarted else { return }
    isStarted = true
    listeners.follow(container.cache.values(of: \.session)) { [weak self] session in
      self?.show(signedIn: session != nil)
    }
  }

  /// Shows the flow for the session state, keeping the current one if it already matches.
  public func show(signedIn: Bool) {
    switch (variant, signedIn) {
    case (.signedOut, true): switchTo(.signedIn(MainTabCoordinator(container: container)))
    case (.signedIn, false):
      switchTo(.signedOut(AuthCoordinator(auth: container.auth, work: work, log: container.actionLog)))
    default: break
    }
  }

  public static func rootView(with coordinator: AppCoordinator) -> some View {
    VariantFlow(coordinator: coordinator) { variant in
      switch variant {
      case .signedOut(let auth): AuthCoordinator.rootView(with: auth)
      case .signedIn(let tabs): MainTabCoordinator.rootView(with: tabs)
      }
    }
  }
}
