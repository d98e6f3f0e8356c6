import Coordinators

extension FormModel {
  /// What the form's fields hold, by field name — secret fields left out — for a sheet's state
  /// restoration (``Coordinators/DraftRestorable``).
  var formDraft: [String: String] {
    Dictionary(
      uniqueKeysWithValues: Field.allCases.filter { !$0.isSecret }.map { (String(describing: $0), form[$0]) })
  }

  /// Puts a saved draft back in the form's fields (never in secret ones).
  func restoreForm(draft: [String: String]) {
    for field in Field.allCases where !field.isSecret {
      if let value = draft[String(describing: field)], value != form[field] { set(field, value) }
    }
  }
}

/// The task editor's sheet keeps what was typed when the app quits, and the task as the sheet
/// first opened it: restored, it saves through the same merge as before the restart, so a field
/// another instance saved meanwhile is kept (or offered as a conflict), never overwritten.
extension TaskEditorComponentModel: DraftRestorable {
  public var draft: [String: String] {
    formDraft.merging(openedDraft.map { (TaskEditorDraftBase.prefix + $0.key, $0.value) }) { mine, _ in mine }
  }
  public func restore(draft: [String: String]) {
    restoreOpened(TaskEditorDraftBase.fields(in: draft))
    restoreForm(draft: draft)
  }
}

/// The new-project sheet keeps what was typed when the app quits.
extension NewProjectComponentModel: DraftRestorable {
  public var draft: [String: String] { formDraft }
  public func restore(draft: [String: String]) { restoreForm(draft: draft) }
}
