/// One numbered action of a screen in plain line mode: what it is called and what picking
/// it does.
@MainActor
struct PlainAction {
  let label: String
  let perform: @MainActor () -> Void
}

extension PlainLineApp {
  /// The numbered actions of `screen`, the frame just drawn: each focusable view in focus
  /// order, except that a list offers each row it shows, so a row is picked by its number
  /// just as a person would point at it. Picking a row selects it and, when the list opens
  /// rows, opens it; picking a text field focuses it for the next line; picking any other
  /// view focuses it and presses Enter.
  func actions(on screen: CellBuffer) -> [PlainAction] {
    host.focusables.flatMap { node -> [PlainAction] in
      if let list = node as? ListNode, !list.visibleRows.isEmpty {
        return list.visibleRows.map { row in
          PlainAction(label: screen.text(in: row.rect).trimmingWhitespace) { [host, size] in
            list.select(row.index)
            _ = host.render(size: size)
            host.focus(id: list.id)
            if list.onSubmit != nil { host.send(.enter) }
          }
        }
      }
      return [
        PlainAction(label: node.accessibilityLabel.isEmpty ? "(no text)" : node.accessibilityLabel) {
          [host] in
          host.focus(id: node.id)
          if !(node is TextFieldNode) { host.send(.enter) }
        }
      ]
    }
  }

  /// The text printed for the current screen: its lines (runs of blank lines shown as one)
  /// and the numbered actions.
  func screenText() -> String {
    let screen = host.render(size: size)
    let lines = screen.lines
    var shown: [String] = []
    for line in lines where !(line.isEmpty && (shown.last?.isEmpty ?? true)) { shown.append(line) }
    while shown.last?.isEmpty == true { shown.removeLast() }
    let actions = actions(on: screen).enumerated().map { "  \($0.offset + 1). \($0.element.label)" }
    return shown.joined(separator: "\n") + "\n"
      + (actions.isEmpty ? "" : "Actions:\n" + actions.joined(separator: "\n") + "\n")
  }
}
