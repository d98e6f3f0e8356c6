/// One numbered action of a screen in plain line mode: what it is called and what picking
/// it does.
@MainActor
struct PlainAction {
  let label: String
  let perform: @MainActor () -> Void
}

extension PlainLineApp {
  /// The first number of each focusable view of the last frame, in focus order: a list takes
  /// one number per row (all of its rows, so a row keeps its number on every page; an empty
  /// list none), any other view one.
  func numbering() -> [(node: Node, first: Int)] {
    var next = 1
    return host.focusables.map { node in
      defer { next += (node as? ListNode).map(\.count) ?? 1 }
      return (node, next)
    }
  }

  /// The action numbered `number` on the current screen, if there is one. Picking a list's
  /// row selects it and, when the list opens rows, opens it; picking a text field focuses it
  /// for the next line; picking any other view focuses it and presses Enter.
  func action(numbered number: Int) -> PlainAction? {
    guard let (node, first) = numbering().last(where: { $0.first <= number }) else { return nil }
    if let list = node as? ListNode {
      guard number - first < list.count else { return nil }
      return PlainAction(label: rowText(list, number - first)) { [host, size] in
        list.select(number - first)
        _ = host.render(size: size)
        host.focus(id: list.id)
        if list.onSubmit != nil { host.send(.enter) }
      }
    }
    guard number == first else { return nil }
    return PlainAction(label: node.accessibilityLabel.isEmpty ? "(no text)" : node.accessibilityLabel) {
      [host] in
      host.focus(id: node.id)
      if !(node is TextFieldNode) { host.send(.enter) }
    }
  }

  /// How many numbered actions the current screen has.
  var actionCount: Int {
    numbering().last.map { $0.first + (($0.node as? ListNode)?.count ?? 1) - 1 } ?? 0
  }

  /// The text printed for the current screen: its lines (runs of blank lines shown as one),
  /// each list in place of the rows it drew — its length, a page of whole rows numbered for
  /// picking, and how to see more — then the other numbered actions.
  func screenText() -> String {
    let screen = host.render(size: size)
    let numbers = numbering()
    var listLines: [Int: [String]] = [:]
    var hidden = Set<Int>()
    for (node, first) in numbers {
      guard let list = node as? ListNode, let rect = list.mouseRect, list.count > 0 else { continue }
      hidden.formUnion(rect.y..<rect.maxY)
      listLines[rect.y] = listSection(list, firstNumber: first)
    }
    var shown: [String] = []
    for (y, line) in screen.lines.enumerated() {
      if let section = listLines[y] { shown += section }
      guard !hidden.contains(y), !(line.isEmpty && (shown.last?.isEmpty ?? true)) else { continue }
      shown.append(line)
    }
    while shown.last?.isEmpty == true { shown.removeLast() }
    let actions = numbers.filter { !($0.node is ListNode) }.map {
      "  \($0.first). \(action(numbered: $0.first)!.label)"
    }
    let popover = host.popover.map { $0.content.plainText + "\n" } ?? ""
    return shown.joined(separator: "\n") + "\n" + popover
      + (actions.isEmpty ? "" : "Actions:\n" + actions.joined(separator: "\n") + "\n")
  }
}
