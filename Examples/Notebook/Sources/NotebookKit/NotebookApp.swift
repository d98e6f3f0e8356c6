import Switchyard

/// The whole app, ready to run: its container and its tabs.
///
/// ```swift
/// let app = NotebookApp()
/// let host = ViewHost { app.rootView }
/// app.start()
/// ```
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
