import Switchyard

/// The note editor's sheet keeps its title and text when the app quits.
extension NoteEditorComponentModel: DraftRestorable {
  var draft: [String: String] { ["title": title, "text": text] }

  func restore(draft: [String: String]) {
    title = draft["title"] ?? title
    text = draft["text"] ?? text
  }
}
