import Switchyard

/// The whole app, ready to run: its container and its tabs. `main.swift` of the `notebook`
/// executable hosts ``rootView`` in a `ViewHost`, calls ``start()`` and runs the host full screen
/// or in plain line mode.
@MainActor
public final class NotebookApp {
  let container: NotebookContainer
  let coordinator: AppCoordinator

  /// The app on its sample notebooks.
  public convenience init() {
    self.init(container: NotebookContainer())
  }

  init(container: NotebookContainer) {
    self.container = container
    coordinator = AppCoordinator(container: container)
  }

  /// The app's view: the tabs, framed with the footer of keys that work now.
  public var rootView: some View {
    AppShell { AppCoordinator.rootView(with: coordinator) }
  }

  /// Loads the notebooks.
  public func start() {
    Task { await container.load() }
  }
}
