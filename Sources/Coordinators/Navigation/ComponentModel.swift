/// The model behind one scene: it exposes what the scene shows and reports what the user
/// did as events, which the owning coordinator turns into navigation.
///
/// Every scene comes as `XComponentModelProtocol` (what the view needs), `XComponentModel`
/// (the live model) and `XComponentModelMock` (for previews, snapshots and tests).
///
/// ```swift
/// enum NoteListEvent: Equatable {
///   case open(Note.ID)
///   case compose
/// }
///
/// @MainActor
/// protocol NoteListComponentModelProtocol: ComponentModel where Event == NoteListEvent {
///   var notes: [Note] { get }
///   var selectedID: Note.ID? { get set }
///   func open(_ id: Note.ID)
///   func compose()
/// }
/// ```
@MainActor
public protocol ComponentModel: AnyObject {
  /// What the scene reports to its coordinator.
  associatedtype Event
  /// Called with each event; set by the coordinator that creates the model.
  var onEvent: (Event) -> Void { get }
}
