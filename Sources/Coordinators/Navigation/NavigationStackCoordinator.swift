/// A coordinator whose flow is a stack of screens over a root.
///
/// Every operation is safe to call in any state: popping an empty path does nothing, and
/// popping to a destination that is not on the path leaves it unchanged and reports a
/// ``NavigationMisuse``.
@MainActor
public protocol NavigationStackCoordinator: DestinationCoordinator {
  /// The screens pushed over the root, bottom first.
  var path: [Destination] { get set }

  /// Returns the flow to its initial state: the root (and no modal, for a ``ModalPresenter``).
  func reset()
}

extension NavigationStackCoordinator {
  /// Pushes `destination`.
  public func navigate(to destination: Destination) {
    path.append(destination)
  }

  /// Pops the top screen; does nothing at the root.
  public func pop() {
    guard !path.isEmpty else { return }
    path.removeLast()
  }

  /// Pops back until `destination` is on top (its last occurrence). If it is not on the
  /// path, the path is left unchanged and the misuse is reported.
  public func pop(to destination: Destination) {
    guard let index = path.lastIndex(of: destination) else {
      NavigationDiagnostics.report(.popToAbsentDestination(String(describing: destination)))
      return
    }
    path.removeSubrange((index + 1)...)
  }

  /// Pops every screen, back to the root.
  public func popToRoot() {
    guard !path.isEmpty else { return }
    path.removeAll()
  }

  public func reset() {
    popToRoot()
  }
}

extension NavigationStackCoordinator where Self: ModalPresenter {
  public func reset() {
    popToRoot()
    discardModals()
  }
}
