import TerminalUI

/// A reusable sub-flow: it builds the scenes of its own destinations and moves through
/// whichever flow hosts it — pushing, popping, presenting sheets and alerts on the host.
///
/// A host embeds the provider's destinations in one case of its own `Destination`, creates
/// the provider with a ``FlowNavigation`` that wraps them, and forwards scenes and titles:
///
/// ```swift
/// enum Destination: NavigationDestination {
///   case note(NoteFlow.Destination)
/// }
/// ```
///
/// ```swift
/// @ObservationIgnored lazy var notes = NoteFlow(navigation: .embedded(in: self, as: Destination.note))
/// ```
///
/// ```swift
/// func scene(for destination: Destination) -> some View {
///   switch destination {
///   case .note(let inner): notes.scene(for: inner)
///   }
/// }
/// ```
///
/// Inside the provider, navigation reads like a coordinator's: `navigate(to:)`, `pop()`,
/// `pop(to:)`, `present(modal:type:)`, `dismissModal()`, `present(alert:)`. The provider hears
/// when a modal it presented goes away through ``onModalDismiss()``. Scenes it builds keep
/// their `StateObject` models exactly as long as the host shows their destinations.
@MainActor
public protocol FlowProvider: AnyObject {
  /// The sub-flow's own destinations.
  associatedtype Destination: Hashable & Identifiable
  /// The view of one of them.
  associatedtype ProvidedScene: View

  /// How the provider moves in its host's flow.
  var navigation: FlowNavigation<Destination> { get }

  /// Builds the scene for `destination` (a view builder).
  @ViewBuilder func scene(for destination: Destination) -> ProvidedScene

  /// A short title for `destination`, for the host's title bar and breadcrumbs.
  func title(for destination: Destination) -> String

  /// Called after a modal this provider presented has gone away (Esc, ``dismissModal()``, or
  /// the host resetting).
  func onModalDismiss()
}

extension FlowProvider {
  public func title(for destination: Destination) -> String {
    String(describing: destination)
  }

  public func onModalDismiss() {}

  /// Pushes `destination` on the host's stack.
  public func navigate(to destination: Destination) { navigation.navigate(destination) }

  /// Pops the host's top screen.
  public func pop() { navigation.pop() }

  /// Pops the host's stack back until `destination` is on top.
  public func pop(to destination: Destination) { navigation.popTo(destination) }

  /// Presents `destination` modally over the host; ``onModalDismiss()`` runs when it goes away.
  public func present(modal destination: Destination, type style: ModalCoverStyle) {
    navigation.present(destination, style) { [weak self] in self?.onModalDismiss() }
  }

  /// Dismisses the host's modal.
  public func dismissModal() { navigation.dismiss() }

  /// Shows `alert` over the host.
  public func present(alert: AlertModel) { navigation.alert(alert) }
}
