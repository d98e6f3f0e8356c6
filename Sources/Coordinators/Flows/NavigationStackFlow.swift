import TerminalUI

/// Shows a ``NavigationStackCoordinator``'s flow: a title bar with the breadcrumb of the path,
/// then the top screen (the root when the path is empty). Esc pops; at the root it does
/// nothing (and is not offered). Modals and alerts of the coordinator are drawn over it.
///
/// Each screen keeps its ``StateObject`` models while its destination is on the path, even
/// while another screen covers it or another tab is shown; they are released once it is
/// popped. The root's models live as long as the coordinator.
///
/// ```swift
/// static func rootView(with coordinator: NotesCoordinator) -> some View {
///   NavigationStackFlow(coordinator: coordinator, title: "Notes") {
///     NoteListComponent(model: NoteListComponentModel(onEvent: coordinator.handle))
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
            .keepingState(while: isOnPath(top, at: coordinator.path.count - 1))
            .id("\(title)-\(coordinator.path.count)-\(top.id)")
            .onKey(.escape, hint: "back") { coordinator.pop() }
        } else {
          root
            .keepingState(while: { [weak coordinator] in coordinator != nil })
            .id("\(title)-root")
        }
      }
    }
  }
}

extension NavigationStackFlow {
  /// Whether `destination` is still at `depth` of the path: its screen's state is kept while
  /// it is.
  private func isOnPath(_ destination: C.Destination, at depth: Int) -> @MainActor () -> Bool {
    { [weak coordinator] in
      guard let path = coordinator?.path, path.indices.contains(depth) else { return false }
      return path[depth] == destination
    }
  }
}
