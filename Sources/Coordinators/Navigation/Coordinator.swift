import Observation
import TerminalUI

/// Runs one navigation flow: it owns the flow's state and builds the flow's view.
///
/// Adopt one of ``NavigationStackCoordinator``, ``TabCoordinator`` or ``VariantCoordinator``
/// in an `@Observable` class, so flow views redraw when it changes; add ``ModalPresenter`` to
/// present sheets and full-screen covers, and ``AlertPresenter`` to show alerts.
///
/// ```swift
/// @Observable @MainActor
/// final class NotesCoordinator: NavigationStackCoordinator, ModalPresenter, AlertPresenter {
///   enum Destination: NavigationDestination {
///     case note(Note.ID)
///     case compose
///   }
///
///   var path: [Destination] = []
///   var modalCover: ModalCoverModel<Destination>?
///   var alertModel: AlertModel?
///
///   static func rootView(with coordinator: NotesCoordinator) -> some View {
///     NavigationStackFlow(coordinator: coordinator, title: "Notes") {
///       Text("All notes")
///     }
///   }
///
///   func scene(for destination: Destination) -> some View {
///     switch destination {
///     case .note(let id): Text("Note \(id)")
///     case .compose: Text("New note")
///     }
///   }
///
///   func title(for destination: Destination) -> String {
///     switch destination {
///     case .note: "Note"
///     case .compose: "New note"
///     }
///   }
/// }
/// ```
@MainActor
public protocol Coordinator: AnyObject, Observable {
  /// The flow's whole view.
  associatedtype RootView: View

  /// Builds the flow's view for `coordinator` (a view builder, like a view's `body`).
  @ViewBuilder static func rootView(with coordinator: Self) -> RootView
}

/// A coordinator that builds a scene for each of its destinations: the part stacks
/// (``NavigationStackCoordinator``) and modal presenters (``ModalPresenter``) share.
@MainActor
public protocol DestinationCoordinator: Coordinator {
  /// Where the flow can go.
  associatedtype Destination: Hashable & Identifiable
  /// The view of one destination.
  associatedtype SceneView: View

  /// Builds the scene for `destination` (a view builder: `switch` over the destination and
  /// return a view per case).
  @ViewBuilder func scene(for destination: Destination) -> SceneView

  /// A short title for `destination`, for title bars and breadcrumbs.
  func title(for destination: Destination) -> String
}

extension DestinationCoordinator {
  public func title(for destination: Destination) -> String {
    String(describing: destination)
  }
}

/// A destination enum whose cases are their own identity: adopt it instead of writing
/// `Hashable, Identifiable` and `var id: Self { self }`.
///
/// ```swift
/// enum Destination: NavigationDestination {
///   case note(Note.ID)
///   case compose
/// }
/// ```
public protocol NavigationDestination: Hashable, Identifiable {}

extension NavigationDestination {
  /// The destination itself.
  public var id: Self { self }
}
