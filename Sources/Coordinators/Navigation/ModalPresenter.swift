/// A coordinator that presents its destinations modally: one modal at a time, as a sheet over
/// the flow or a full-screen cover. Flows draw the modal, route Esc to it, and keep the flow
/// beneath from taking keys meanwhile.
///
/// ```swift
/// notes.present(modal: .compose, type: .sheet)
/// notes.dismissModal()
/// ```
@MainActor
public protocol ModalPresenter: DestinationCoordinator {
  /// The modal shown over the flow, if any.
  var modalCover: ModalCoverModel<Destination>? { get set }

  /// Called after a modal has been dismissed (by Esc, or by ``dismissModal()``).
  func onModalDismiss()
}

extension ModalPresenter {
  public func onModalDismiss() {}

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
  /// ``onModalDismiss()``: nothing was dismissed by the user). Used by resets, variant
  /// switches, and a route opened in place of the current one (the Routing module).
  package func discardModals() {
    guard let current = modalCover else { return }
    modalCover = nil
    current.onDismiss?()
    for queued in current.queued { queued.onDismiss?() }
  }
}
