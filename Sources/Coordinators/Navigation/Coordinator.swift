import Observation
import TerminalUI

/// Runs one navigation flow: it owns the flow's state (what is shown, what is presented
/// modally) and builds the scene for each destination.
///
/// Adopt it (or one of ``NavigationStackCoordinator``, ``TabCoordinator``,
/// ``VariantCoordinator``) in an `@Observable` class, so flow views redraw when it changes.
///
/// ```swift
/// @Observable @MainActor
/// final class ProjectsCoordinator: NavigationStackCoordinator {
///   enum Destination: Hashable, Identifiable { case project(Project.ID), newProject
///     var id: Self { self } }
///   var path: [Destination] = []
///   var modalCover: ModalCoverModel<Destination>?
///   static func rootView(with coordinator: ProjectsCoordinator) -> some View { … }
///   func scene(for destination: Destination) -> some View { … }
/// }
/// ```
@MainActor
public protocol Coordinator: AnyObject, Observable {
  /// Where the flow can go.
  associatedtype Destination: Hashable & Identifiable
  /// The flow's whole view.
  associatedtype RootView: View
  /// The view of one destination.
  associatedtype SceneView: View

  /// Builds the flow's view for `coordinator`.
  static func rootView(with coordinator: Self) -> RootView

  /// Builds the scene for `destination`.
  func scene(for destination: Destination) -> SceneView

  /// The modal shown over the flow, if any.
  var modalCover: ModalCoverModel<Destination>? { get set }

  /// Called after a modal has been dismissed (by Esc, or by ``dismissModal()``).
  func onModalDismiss()

  /// A short title for `destination`, for title bars and breadcrumbs.
  func title(for destination: Destination) -> String
}

extension Coordinator {
  public func onModalDismiss() {}

  public func title(for destination: Destination) -> String {
    String(describing: destination)
  }

  /// Presents `destination` modally.
  ///
  /// When a modal is already shown, the new one waits until it is dismissed — unless
  /// `replacing` is `true`, in which case it takes the current one's place at once (and the
  /// current one's `onDismiss` runs). `onDismiss` runs once, when this modal goes away.
  public func present(
    modal destination: Destination, type style: ModalCoverModel<Destination>.Style,
    isDismissable: Bool = true, replacing: Bool = false, onDismiss: (@MainActor () -> Void)? = nil
  ) {
    let modal = ModalCoverModel(
      destination: destination, style: style, isDismissable: isDismissable, onDismiss: onDismiss)
    guard var current = modalCover, !replacing else {
      var replacement = modal
      replacement.queued = modalCover?.queued ?? []
      let replaced = modalCover?.onDismiss
      modalCover = replacement
      replaced?()
      return
    }
    current.queued.append(modal)
    modalCover = current
  }

  /// Dismisses the modal shown; the next queued one, if any, appears in its place. The
  /// modal's own `onDismiss` runs, then the coordinator's ``onModalDismiss()``.
  public func dismissModal() {
    guard let current = modalCover else {
      NavigationDiagnostics.report(.dismissWithoutModal)
      return
    }
    if var next = current.queued.first {
      next.queued = Array(current.queued.dropFirst())
      modalCover = next
    } else {
      modalCover = nil
    }
    current.onDismiss?()
    onModalDismiss()
  }

  /// Drops the modal shown and any queued behind it, running their `onDismiss` (not
  /// ``onModalDismiss()``: nothing was dismissed by the user). Used by resets and variant switches.
  func discardModals() {
    guard let current = modalCover else { return }
    modalCover = nil
    current.onDismiss?()
    for queued in current.queued { queued.onDismiss?() }
  }
}
