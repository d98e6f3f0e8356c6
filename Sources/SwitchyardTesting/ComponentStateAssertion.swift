import IssueReporting
import TerminalUI

/// Fails unless `view` — a scene drawn with a mock — shows `state` the way
/// `ComponentStateView` draws it: the same lines (the spinner and its text, or the title, the
/// message and the action's button), in order, somewhere on its screen. A scene that draws its
/// own "Loading…" or "No contacts" line instead fails, so every scene's non-ready states stay
/// designed alike.
///
/// Both are drawn half a second after they appear (the spinner shows by
/// then), without styles (a button is highlighted only where it has focus), and compared
/// line by line with the margins trimmed; the state should span the scene's width, as it
/// does under a scene's header.
///
/// ```swift
/// @Test func emptyShelf() {
///   let mock = ShelfComponentModelMock(books: [])
///   assertShowsComponentState(ShelfComponent(model: mock), mock.state)
/// }
/// ```
@MainActor
public func assertShowsComponentState<V: View, Value>(
  _ view: V, _ state: ComponentState<Value>, size: Size = Size(width: 80, height: 24),
  fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
  column: UInt = #column
) {
  func fail(_ message: String) {
    reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
  }
  if case .ready = state { return fail("assertShowsComponentState: the state is ready, nothing to compare") }
  let expected = trimmedLines(
    settledScreen(ComponentStateView(state) { _ in EmptyView() }, size: size, styled: false))
  let screen = trimmedLines(settledScreen(view, size: size, styled: false))
  guard !expected.isEmpty else { return fail("assertShowsComponentState: the state draws nothing") }
  let found = screen.indices.contains { start in
    start + expected.count <= screen.count && Array(screen[start..<start + expected.count]) == expected
  }
  if !found {
    fail(
      "The view does not show its state as ComponentStateView draws it.\nExpected these lines:\n"
        + expected.joined(separator: "\n") + "\nThe view shows:\n" + screen.joined(separator: "\n"))
  }
}

/// A screen's lines with their margins trimmed, without the blank lines at its end.
private func trimmedLines(_ screen: String) -> [String] {
  var lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
    String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
  while lines.last?.isEmpty == true { lines.removeLast() }
  while lines.first?.isEmpty == true { lines.removeFirst() }
  return lines
}
