/// The model behind one scene: it exposes what the scene shows and reports what the user
/// did as events, which the owning coordinator turns into navigation.
///
/// Every scene comes as `XComponentModelProtocol` (what the view needs), `XComponentModel`
/// (the live model) and `XComponentModelMock` (for previews, snapshots and tests).
///
/// ```swift
/// enum TaskListEvent { case open(TaskItem.ID), create }
/// @MainActor protocol TaskListComponentModelProtocol: ComponentModel
///   where Event == TaskListEvent {
///   var tasks: [TaskItem] { get }
///   func open(_ id: TaskItem.ID)
/// }
/// ```
@MainActor
public protocol ComponentModel: AnyObject {
  /// What the scene reports to its coordinator.
  associatedtype Event
  /// Called with each event; set by the coordinator that creates the model.
  var onEvent: (Event) -> Void { get }
}
