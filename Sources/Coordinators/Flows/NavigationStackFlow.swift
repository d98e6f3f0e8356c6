import TerminalUI

/// Shows a ``NavigationStackCoordinator``'s flow: a title bar with the breadcrumb of the path,
/// then the top screen (the root when the path is empty). Esc pops; at the root it does
/// nothing (and is not offered). If the coordinator is a ``ModalPresenter`` its modal is drawn
/// over the flow; if it is an ``AlertPresenter``, its alert over everything.
///
/// Each screen keeps its `StateObject` models while its destination is on the path, even
/// while another screen covers it or another tab is shown; they are released once it is
/// popped. The root's models live as long as the coordinator.
///
/// ```swift
/// static func rootView(with coordinator: NotesCoordinator) -> some View {
///   NavigationStackFlow(coordinator: coordinator, title: "Notes") { Text("All notes") }
/// }
/// ```
public struct NavigationStackFlow<C: NavigationStackCoordinator, Root: View>: View {
  let coordinator: C
  let title: String
  let root: Root
  let presentations: Presentations

  /// The flow of a stack that presents neither modals nor alerts.
  public init(coordinator: C, title: String, @ViewBuilder root: () -> Root) {
    self.init(coordinator, title, root(), .none)
  }

  /// The flow of a stack that presents modals.
  public init(coordinator: C, title: String, @ViewBuilder root: () -> Root) where C: ModalPresenter {
    self.init(coordinator, title, root(), .modals(of: coordinator))
  }

  /// The flow of a stack that shows alerts.
  public init(coordinator: C, title: String, @ViewBuilder root: () -> Root) where C: AlertPresenter {
    self.init(coordinator, title, root(), .alerts(of: coordinator))
  }

  /// The flow of a stack that presents modals and shows alerts.
  public init(coordinator: C, title: String, @ViewBuilder root: () -> Root)
  where C: ModalPresenter & AlertPresenter {
    self.init(coordinator, title, root(), .modalsAndAlerts(of: coordinator))
  }

  private init(_ coordinator: C, _ title: String, _ root: Root, _ presentations: Presentations) {
    self.coordinator = coordinator
    self.title = title
    self.root = root
    self.presentations = presentations
  }

  // Named, not `some View`: a generic body's opaque type is looked up by name every frame.
  public var body: AnyView {
    presentations.wrap(AnyView(stack))
  }

  private var stack: some View {
    VStack {
      TitleBar([title] + coordinator.path.map { coordinator.title(for: $0) })
      Divider()
      if let top = coordinator.path.last {
        coordinator.scene(for: top)
          .keepingState(
            while: isOnPath(top, at: coordinator.path.count - 1),
            identity: "\(title)-\(coordinator.path.count)-\(top.id)"
          )
          .keymap([FlowKeys.back { coordinator.pop() }], in: .navigation)
      } else {
        root.keepingState(while: { [weak coordinator] in coordinator != nil }, identity: title + "-root")
      }
    }
  }

  /// Whether `destination` is still at `depth` of the path: its screen's state is kept while
  /// it is.
  private func isOnPath(_ destination: C.Destination, at depth: Int) -> @MainActor () -> Bool {
    { [weak coordinator] in
      guard let path = coordinator?.path, path.indices.contains(depth) else { return false }
      return path[depth] == destination
    }
  }
}
