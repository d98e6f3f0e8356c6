import TerminalUI

/// Shows a ``NavigationStackCoordinator``'s flow: a title bar with the breadcrumb of the path,
/// then the top screen (the root when the path is empty). Esc pops; at the root it does
/// nothing (and is not offered). Modals and alerts of the coordinator are drawn over it.
///
/// ```swift
/// static func rootView(with coordinator: ProjectsCoordinator) -> some View {
///   NavigationStackFlow(coordinator: coordinator, title: "Projects") {
///     ProjectListComponent(model: coordinator.projectListModel)
///   }
/// }
/// ```
public struct NavigationStackFlow<C: NavigationStackCoordinator, Root: View>: View {
  let coordinator: C
  let title: String
  let root: Root

  public init(coordinator: C, title: String, @ViewBuilder root: () -> Root) {
    self.coordinator = coordinator
    self.title = title
    self.root = root()
  }

  public var body: some View {
    ModalContainer(coordinator: coordinator) {
      VStack {
        TitleBar([title] + coordinator.path.map { coordinator.title(for: $0) })
        Divider()
        if let top = coordinator.path.last {
          coordinator.scene(for: top)
            .id("\(title)-\(coordinator.path.count)-\(top.id)")
            .onKey(.escape, hint: "back") { coordinator.pop() }
        } else {
          root.id("\(title)-root")
        }
      }
    }
  }
}
