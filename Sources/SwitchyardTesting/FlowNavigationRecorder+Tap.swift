import Coordinators
import IssueReporting

extension FlowNavigationRecorder {
  /// Chooses the button titled `title` in the last alert the provider asked for, as a person
  /// would: its handler runs with `text` (the alert's text field as filled in, or as the
  /// provider filled it when `text` is nil). Fails the test, naming the buttons there are,
  /// when no alert was asked for or the last one has no such button.
  ///
  /// ```swift
  /// // The note's scene asks its flow for "Delete note?", with "Delete" and "Keep".
  /// harness.press(.character("d"))
  /// recorder.tap("Delete")
  /// ```
  public func tap(
    _ title: String, text: String? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    guard let alert = alerts.last else {
      reportIssue(
        "No alert to tap \"\(title)\" in: the provider asked for none (requests: \(requests))",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    guard let action = alert.actions.first(where: { $0.title == title }) else {
      let buttons = alert.actions.map { "\"\($0.title)\"" }.joined(separator: ", ")
      reportIssue(
        "No button \"\(title)\" in the alert \"\(alert.title)\"; its buttons: \(buttons)",
        fileID: fileID, filePath: filePath, line: line, column: column)
      return
    }
    action.handler(text ?? alert.textField?.text ?? "")
  }
}
