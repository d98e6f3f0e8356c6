/// What was typed into sheets that Esc closed before they were saved, by sheet: the next time
/// the same sheet opens (`n` in the same list, `e` on the same task) it starts from it. Esc
/// never loses what was typed; the sheet's Cancel button is the way to throw it away.
@MainActor
final class SheetDrafts {
  private var drafts: [String: [String: String]] = [:]

  /// Keeps `draft` for the sheet `key`.
  func keep(_ draft: [String: String], for key: String) {
    drafts[key] = draft
  }

  /// The draft kept for sheet `key`, forgotten here (the sheet holds it now).
  func take(_ key: String) -> [String: String]? {
    drafts.removeValue(forKey: key)
  }
}
