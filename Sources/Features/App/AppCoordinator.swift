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
  @ObservationIgnored let container: AppContainer
  @ObservationIgnored private var listener: Task<Void, Never>?

  public init(container: AppContainer) {
    self.container = container
    variant =
      container.cache.value.session == nil
      ? .signedOut(AuthCoordinator(auth: container.auth))
      : .signedIn(MainTabCoordinator(container: container))
  }

  /// Starts following the session: sign-in shows the tabs, sign-out the sign-in screen.
  public func start() {
    guard listener == nil else { return }
    let sessions = container.cache.values(of: \.session)
    listener = Task { [weak self] in
      for await session in sessions {
        guard let self else { return }
        self.show(signedIn: session != nil)
      }
    }
  }

  /// Shows the flow for the session state, keeping the current one if it already matches.
  public func show(signedIn: Bool) {
    switch (variant, signedIn) {
    case (.signedOut, true): switchTo(.signedIn(MainTabCoordinator(container: container)))
    case (.signedIn, false): switchTo(.signedOut(AuthCoordinator(auth: container.auth)))
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
