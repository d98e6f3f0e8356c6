/// An ``OutlineGroup`` in the tree: a list (it builds and draws only the rows on screen, and
/// plain line mode numbers its rows as a list's) whose rows expand and collapse.
final class OutlineNode: ListNode {
  let outline: OutlineRowActions
  /// Whether Enter submits the row (the outline was given `onSubmit`) rather than toggle it.
  let submits: Bool

  init(
    context: BuildContext, rows: ListRows, outline: OutlineRowActions, submits: Bool, emptyText: String
  ) {
    self.outline = outline
    self.submits = submits
    super.init(context: context, rows: rows, filter: nil, emptyText: emptyText)
  }

  /// No marker column: the indentation and the disclosure marks start at the left edge.
  override var markerWidth: Int { 0 }

  override var accessibilityLabel: String { "outline, \(count) rows" }

  override var hints: [KeyHint] {
    func key(_ name: String) -> String { Keymap.outlineKeys(name, in: context.host).first?.description ?? "" }
    var hints = super.hints.filter { $0.key != "enter" }
    hints.append(KeyHint(key("expand") + key("collapse"), "expand / collapse"))
    if submits { hints.append(KeyHint("enter", "open")) }
    return hints
  }

  override var moreHints: [KeyHint] {
    let toggle = Keymap.outlineKeys("toggle", in: context.host).first?.description ?? "space"
    return super.moreHints + [KeyHint(toggle + (submits ? "" : "/enter"), "expand or collapse a parent")]
  }

  override func handle(_ key: Key, context: NodeContext) -> Bool {
    if count > 0, let command = Keymap.outlineCommand(for: key, in: context.host), run(command) {
      return true
    }
    return super.handle(key, context: context)
  }

  /// Runs the outline command `name` on the selected row; false when it does not apply.
  private func run(_ name: String) -> Bool {
    let row = selected
    switch name {
    case "expand":
      guard outline.isParent(row) else { return false }
      if !outline.isExpanded(row) {
        _ = outline.setExpanded(row, true)
      } else if row + 1 < count, outline.parent(row + 1) == row {
        select(row + 1)
      }
    case "collapse":
      if outline.isExpanded(row) {
        _ = outline.setExpanded(row, false)
      } else {
        guard let parent = outline.parent(row) else { return false }
        select(parent)
      }
    case "toggle":
      guard outline.isParent(row) else { return false }
      _ = outline.setExpanded(row, !outline.isExpanded(row))
    default:
      return false
    }
    return true
  }

  /// A click on a parent's disclosure mark selects the row and expands or collapses it.
  override func handleClick(onRow index: Int, column: Int, context: NodeContext) -> Bool {
    let mark = outline.depth(index) * outlineIndent
    guard outline.isParent(index), column >= mark, column < mark + 2 else { return false }
    select(index)
    _ = outline.setExpanded(index, !outline.isExpanded(index))
    return true
  }
}
