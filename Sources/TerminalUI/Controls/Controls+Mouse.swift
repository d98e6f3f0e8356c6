/// How far one wheel step scrolls.
let wheelStep = 3

extension ButtonNode: MouseHandling {
  /// A click focuses the button and presses it.
  func handle(_ event: MouseEvent, context: NodeContext) -> Bool {
    guard event.action == .press else { return false }
    context.host.focus(id: id)
    action()
    return true
  }
}

extension TextFieldNode: MouseHandling {
  /// A click focuses the field (the cursor where it was; at the end the first time).
  func handle(_ event: MouseEvent, context: NodeContext) -> Bool {
    guard event.action == .press else { return false }
    context.host.focus(id: id)
    return true
  }
}

extension ScrollNode: MouseHandling {
  /// A click focuses the view; the wheel scrolls it.
  func handle(_ event: MouseEvent, context: NodeContext) -> Bool {
    let offset = context.host[ScrollOffsetKey.self, id]
    switch event.action {
    case .press: context.host.focus(id: id)
    case .scrollUp: scroll(to: offset - wheelStep, host: context.host)
    case .scrollDown: scroll(to: offset + wheelStep, host: context.host)
    default: return false
    }
    return true
  }
}

extension ListNode: MouseHandling {
  /// A click focuses the list and selects the row under it (a click on the row already
  /// selected in a focused list opens it, as Enter does; a click on a view of the row with an
  /// ``View/onClick(perform:)`` selects the row and runs that); the wheel scrolls the list,
  /// keeping the selection on screen.
  func handle(_ event: MouseEvent, context: NodeContext) -> Bool {
    switch event.action {
    case .press:
      let wasFocused = context.isFocused(self)
      context.host.focus(id: id)
      guard let row = visibleRows.first(where: { $0.rect.y == event.row }) else { return true }
      if handleClick(onRow: row.index, column: event.column - row.rect.x, context: context) { return true }
      if let click = drawnRowNodes[row.index].flatMap({ ClickNode.under(event.column, event.row, in: $0) }) {
        select(row.index)
        click.action()
        return true
      }
      if wasFocused, row.index == selected, let onSubmit {
        onSubmit(row.index)
      } else {
        select(row.index)
      }
      return true
    case .scrollUp, .scrollDown:
      guard count > 0 else { return false }
      let offset = context.host[ScrollOffsetKey.self, id]
      let target = offset + (event.action == .scrollUp ? -wheelStep : wheelStep)
      let first = min(max(0, target), max(0, count - pageSize))
      context.host[ScrollOffsetKey.self, id] = first
      if selected < first { select(first) }
      if selected >= first + pageSize { select(first + pageSize - 1) }
      return true
    default:
      return false
    }
  }
}

extension TextEditorNode: MouseHandling {
  /// A click focuses the editor and puts the cursor under it, a drag selects from there, the
  /// wheel scrolls (the cursor stays where it is).
  func handle(_ event: MouseEvent, context: NodeContext) -> Bool {
    attach(to: context.host)
    guard let rect = mouseRect else { return false }
    switch event.action {
    case .press, .drag:
      guard event.button == .left else { return false }
      if event.action == .press { context.host.focus(id: id) }
      let index = min(max(event.row - textTop, 0), drawnRows.count - 1)
      guard index >= 0 else { return true }
      let row = drawnRows[index]
      let target = offset(line: row.line, row: row.row, column: max(event.column - rect.x, 0))
      moveCursor(to: target, selecting: event.action == .drag)
    case .scrollUp: state.top = place(state.top, movedBy: -wheelStep)
    case .scrollDown: state.top = place(state.top, movedBy: wheelStep)
    default: return false
    }
    context.host.invalidate()
    return true
  }
}
