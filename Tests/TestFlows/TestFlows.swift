import Coordinators
import Observation
import TerminalUI

/// Screens of a small notes app, used to test coordinators and flow views (CoordinatorsTests)
/// and their routes (RoutingTests): `package` so both test targets share them.
package enum NoteDestination: NavigationDestination {
  case folder(String)
  case note(String)
  case compose
  case settings
}

/// A scene's model, so tests can check that a discarded flow releases its models.
@MainActor
package final class NoteModel {
  package let name: String
  package init(name: String) { self.name = name }
}

@Observable @MainActor
package final class NotesCoordinator: NavigationStackCoordinator, ModalPresenter, AlertPresenter {
  package var path: [NoteDestination] = []
  package var modalCover: ModalCoverModel<NoteDestination>?
  package var alertModel: AlertModel?
  package var dismissals = 0
  package let model = NoteModel(name: "notes")

  package init() {}

  package static func rootView(with coordinator: NotesCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Notes") {
      Text("All folders")
    }
  }

  package func title(for destination: NoteDestination) -> String {
    switch destination {
    case .folder(let name), .note(let name): name
    case .compose: "Compose"
    case .settings: "Settings"
    }
  }

  package func scene(for destination: NoteDestination) -> some View {
    Text("Scene: \(title(for: destination))")
  }

  package func onModalDismiss() { dismissals += 1 }
}

package enum NotesTab: Hashable, CaseIterable { case notes, archive }

@Observable @MainActor
package final class NotesTabsCoordinator: TabCoordinator {
  package var selectedTab = NotesTab.notes
  package let notes = NotesCoordinator()
  package let archive = NotesCoordinator()

  package init() {}

  package static func rootView(with coordinator: NotesTabsCoordinator) -> some View {
    TabViewFlow(coordinator: coordinator) { tab in
      switch tab {
      case .notes: NotesCoordinator.rootView(with: coordinator.notes)
      case .archive: NotesCoordinator.rootView(with: coordinator.archive)
      }
    }
  }

  package func stack(for tab: NotesTab) -> (any NavigationStackCoordinator)? {
    tab == .notes ? notes : archive
  }

  package func title(forTab tab: NotesTab) -> String { tab == .notes ? "Notes" : "Archive" }
  package func badge(forTab tab: NotesTab) -> String? { tab == .notes ? "2" : nil }
}

package enum SessionVariant {
  case signedOut(NotesCoordinator)
  case signedIn(NotesTabsCoordinator)
}

@Observable @MainActor
package final class SessionCoordinator: VariantCoordinator {
  package var variant: SessionVariant = .signedOut(NotesCoordinator())

  package init() {}

  package static func rootView(with coordinator: SessionCoordinator) -> some View {
    VariantFlow(coordinator: coordinator) { variant in
      switch variant {
      case .signedOut(let auth): NotesCoordinator.rootView(with: auth)
      case .signedIn(let tabs): NotesTabsCoordinator.rootView(with: tabs)
      }
    }
  }
}
