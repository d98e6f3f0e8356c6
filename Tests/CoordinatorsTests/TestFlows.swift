import Coordinators
import Observation
import TerminalUI

/// Screens of a small notes app, used to test coordinators and flow views.
enum NoteDestination: NavigationDestination {
  case folder(String)
  case note(String)
  case compose
  case settings
}

/// A scene's model, so tests can check that a discarded flow releases its models.
@MainActor
final class NoteModel {
  let name: String
  init(name: String) { self.name = name }
}

@Observable @MainActor
final class NotesCoordinator: NavigationStackCoordinator, ModalPresenter, AlertPresenter {
  var path: [NoteDestination] = []
  var modalCover: ModalCoverModel<NoteDestination>?
  var alertModel: AlertModel?
  var dismissals = 0
  let model = NoteModel(name: "notes")

  static func rootView(with coordinator: NotesCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Notes") {
      Text("All folders")
    }
  }

  func title(for destination: NoteDestination) -> String {
    switch destination {
    case .folder(let name), .note(let name): name
    case .compose: "Compose"
    case .settings: "Settings"
    }
  }

  func scene(for destination: NoteDestination) -> some View {
    Text("Scene: \(title(for: destination))")
  }

  func onModalDismiss() { dismissals += 1 }
}

enum NotesTab: Hashable, CaseIterable { case notes, archive }

@Observable @MainActor
final class NotesTabsCoordinator: TabCoordinator {
  var selectedTab = NotesTab.notes
  let notes = NotesCoordinator()
  let archive = NotesCoordinator()

  static func rootView(with coordinator: NotesTabsCoordinator) -> some View {
    TabViewFlow(coordinator: coordinator) { tab in
      switch tab {
      case .notes: NotesCoordinator.rootView(with: coordinator.notes)
      case .archive: NotesCoordinator.rootView(with: coordinator.archive)
      }
    }
  }

  func stack(for tab: NotesTab) -> (any NavigationStackCoordinator)? {
    tab == .notes ? notes : archive
  }

  func title(forTab tab: NotesTab) -> String { tab == .notes ? "Notes" : "Archive" }
  func badge(forTab tab: NotesTab) -> String? { tab == .notes ? "2" : nil }
}

enum SessionVariant {
  case signedOut(NotesCoordinator)
  case signedIn(NotesTabsCoordinator)
}

@Observable @MainActor
final class SessionCoordinator: VariantCoordinator {
  var variant: SessionVariant = .signedOut(NotesCoordinator())

  static func rootView(with coordinator: SessionCoordinator) -> some View {
    VariantFlow(coordinator: coordinator) { variant in
      switch variant {
      case .signedOut(let auth): NotesCoordinator.rootView(with: auth)
      case .signedIn(let tabs): NotesTabsCoordinator.rootView(with: tabs)
      }
    }
  }
}
