/// A scene model whose unsaved contents — what was typed into a sheet's fields — survive the
/// app quitting: the app's state restoration saves ``draft`` with the route of the sheet and
/// hands it back through ``restore(draft:)`` when the same sheet is shown again.
///
/// Adopt it in the live model of a sheet's scene; never put secrets (passwords) in the draft.
///
/// ```swift
/// extension NoteEditorComponentModel: DraftRestorable {
///   var draft: [String: String] { ["title": title, "text": text] }
///   func restore(draft: [String: String]) {
///     title = draft["title"] ?? title
///     text = draft["text"] ?? text
///   }
/// }
/// ```
@MainActor
public protocol DraftRestorable: AnyObject {
  /// What the user has typed, by field name (no secrets).
  var draft: [String: String] { get }
  /// Puts a saved draft back in the fields.
  func restore(draft: [String: String])
}
