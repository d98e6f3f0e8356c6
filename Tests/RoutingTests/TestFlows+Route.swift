import Coordinators
import Observation
import Routing
import TerminalUI
import TestFlows

/// The test flows' routes: `folders/Work/notes/Plan`, then `compose` (a sheet) or `settings`
/// (a full-screen cover); the tabs are `notes` and `archive`.
extension NoteDestination: RouteDestination {
  package enum Case: String, RouteCase {
    case folder, note, compose, settings

    package var pattern: String {
      switch self {
      case .folder: "folders/{name}"
      case .note: "notes/{name}"
      case .compose: "compose"
      case .settings: "settings"
      }
    }

    package var shown: RouteCaseShown {
      switch self {
      case .folder, .note: .pushed
      case .compose: .presented(.sheet)
      case .settings: .presented(.fullscreenCover)
      }
    }
  }

  package var routeCase: Case {
    switch self {
    case .folder: .folder
    case .note: .note
    case .compose: .compose
    case .settings: .settings
    }
  }

  package func routeSegments(after previous: [Self]) -> [String] {
    switch self {
    case .folder(let name): ["folders", name]
    case .note(let name): ["notes", name]
    case .compose: ["compose"]
    case .settings: ["settings"]
    }
  }

  package static func read(from reader: inout RouteReader, after previous: [Self]) throws(RouteError) -> Self?
  {
    if reader.take("folders") { return .folder(try reader.id(of: "folder")) }
    if reader.take("notes") { return .note(try reader.id(of: "note")) }
    if reader.take("compose") { return .compose }
    if reader.take("settings") { return .settings }
    return nil
  }
}

extension NotesCoordinator: RoutableStack {
  /// Folders named "Gone" do not exist.
  package func routeProblem(with destination: NoteDestination) -> String? {
    destination == .folder("Gone") ? "there is no folder Gone" : nil
  }
}

extension NotesTabsCoordinator: RoutableTabs {
  package static func flowType(forTab tab: NotesTab) -> (any FlowGraphDescribing.Type)? {
    NotesCoordinator.self
  }
}

extension SessionCoordinator: RoutableVariant {
  package var routableFlow: (any RoutableCoordinator)? {
    switch variant {
    case .signedOut(let notes): notes
    case .signedIn(let tabs): tabs
    }
  }

  package static var variantFlows: [(name: String, flow: any FlowGraphDescribing.Type)] {
    [("signed out", NotesCoordinator.self), ("signed in", NotesTabsCoordinator.self)]
  }
}

/// A compose sheet's model that keeps a draft.
@Observable @MainActor
final class ComposeModel: DraftRestorable {
  var text = ""

  var draft: [String: String] { ["text": text] }
  func restore(draft: [String: String]) { text = draft["text"] ?? text }
}

/// The compose scene: a text field bound to its model.
struct ComposeScene: View {
  @StateObject var model: ComposeModel

  init(model: @autoclosure @escaping () -> ComposeModel) {
    _model = StateObject(wrappedValue: model())
  }

  var body: some View {
    TextField("Text", text: Binding(get: { model.text }, set: { model.text = $0 }))
  }
}

/// A stack whose compose sheet keeps a draft.
@Observable @MainActor
final class DraftingCoordinator: NavigationStackCoordinator, ModalPresenter, RoutableStack {
  var path: [NoteDestination] = []
  var modalCover: ModalCoverModel<NoteDestination>?

  static func rootView(with coordinator: DraftingCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Drafts") { Text("Drafts") }
  }

  @ViewBuilder
  func scene(for destination: NoteDestination) -> some View {
    switch destination {
    case .compose: ComposeScene(model: ComposeModel())
    default: Text("\(destination)")
    }
  }
}
