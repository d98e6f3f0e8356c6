/// Watching every store's actions from outside — a session recorder logs them for a bug report.
///
/// Set ``actionObserver`` before the app builds its stores: each store made while it is set
/// tells it every action it reduces. Actions are described by ``describe(_:)``, which leaves out
/// everything an action carries unless the action says how to show it (``RecordableAction``),
/// so a password typed into a form never reaches a recording.
///
/// ```swift
/// StoreObservation.actionObserver = { state, action in
///   recorder.record(action: StoreObservation.describe(action), store: state)
/// }
/// ```
@MainActor
public enum StoreObservation {
  /// Told about each action a store reduces: the store's state type, and the action.
  public static var actionObserver: (@MainActor (_ state: String, _ action: Any) -> Void)?

  /// The action for a recording: its ``RecordableAction/recordedDescription``, or else only its
  /// case name (`changed`), or its type's name.
  public static func describe(_ action: Any) -> String {
    if let recordable = action as? any RecordableAction { return recordable.recordedDescription }
    let mirror = Mirror(reflecting: action)
    guard mirror.displayStyle == .enum else { return String(describing: type(of: action)) }
    return mirror.children.first?.label ?? String(describing: action)
  }

  /// The probe that tells the observer about a store's actions, if one is set.
  static func probe<State, Action>(for state: State.Type, action: Action.Type) -> StoreProbe<State, Action>? {
    guard let observer = actionObserver else { return nil }
    let name = String(describing: State.self)
    return StoreProbe(didReduce: { action, _, _ in observer(name, action) }, effectsChanged: { _ in })
  }
}

/// An action that says how it appears in a session recording: in full, but never with a
/// secret in it.
///
/// ```swift
/// extension LoginAction: RecordableAction {
///   var recordedDescription: String {
///     switch self {
///     case .passwordChanged: "passwordChanged(•••)"
///     default: "\(self)"
///     }
///   }
/// }
/// ```
public protocol RecordableAction {
  /// The action as a recording shows it.
  var recordedDescription: String { get }
}
