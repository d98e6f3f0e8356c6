import TerminalUI

/// A reusable sub-flow: it builds the scenes of its own destinations and navigates through
/// closures given by whichever coordinator hosts it.
///
/// A host embeds the provider's destinations in one case of its own `Destination` and hands
/// the provider closures that wrap them:
///
/// ```swift
/// enum Destination: Hashable, Identifiable { case task(TaskDetailFlow.Destination) … }
///
/// lazy var taskFlow = TaskDetailFlow(
///   container: container,
///   navigate: { [weak self] in self?.navigate(to: .task($0)) },
///   pop: { [weak self] in self?.pop() },
///   present: { [weak self] in self?.present(modal: .task($0), type: $1) },
///   dismiss: { [weak self] in self?.dismissModal() })
///
/// func scene(for destination: Destination) -> some View {
///   switch destination { case .task(let inner): taskFlow.build(inner) … }
/// }
/// ```
@MainActor
public protocol FlowProvider: AnyObject {
  /// The sub-flow's own destinations.
  associatedtype Destination: Hashable & Identifiable
  /// The view of one of them.
  associatedtype ProvidedScene: View

  /// Pushes a destination on the host's stack.
  var navigate: (Destination) -> Void { get }
  /// Pops the host's top screen.
  var pop: () -> Void { get }
  /// Presents a destination modally over the host.
  var present: (Destination, ModalCoverModel<Destination>.Style) -> Void { get }
  /// Dismisses the host's modal.
  var dismiss: () -> Void { get }

  /// Builds the scene for `destination`.
  func build(_ destination: Destination) -> ProvidedScene

  /// A short title for `destination`.
  func title(for destination: Destination) -> String
}

extension FlowProvider {
  public func title(for destination: Destination) -> String {
    String(describing: destination)
  }
}
