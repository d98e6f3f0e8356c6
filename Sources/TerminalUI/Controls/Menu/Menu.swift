/// A button that opens a menu of commands over the screen.
///
/// The commands are the ``Button``s inside, in order (a ``Divider`` draws a line between
/// groups; a button inside ``View/disabled(_:)`` shows dimmed and cannot be chosen; a
/// destructive one shows in the theme's danger colour). Enter, Space or a click opens the menu;
/// ↑/↓ move, typing letters jumps to a command (a pause of a second starts again), Enter runs
/// the highlighted command once the menu has closed, Esc closes it (keys: ``Keymap/menu``).
///
/// In plain line mode the menu reads as `menu Actions (Rename, Delete)`; picking it opens the
/// menu, and a line naming a command runs it.
///
/// ```swift
/// Menu("Actions") {
///   Button("Rename") { notes.rename() }
///   Divider()
///   Button("Delete", role: .destructive) { notes.delete() }
/// }
/// ```
public struct Menu: View, PrimitiveView {
  let title: String
  let content: @MainActor (BuildContext) -> [Node]

  /// A menu titled `title` whose commands are the buttons `content` makes.
  public init<Content: View>(_ title: String, @ViewBuilder content: () -> Content) {
    self.title = Sanitizer.clean(title)
    let views = content()
    self.content = { views.nodes($0) }
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [
      MenuNode(
        id: context.id, title: title,
        commands: MenuCommand.commands(in: content(context.child(named: "items"))))
    ]
  }
}

/// One command of a ``Menu``: its row, and what it runs.
struct MenuCommand {
  var item: MenuItem
  var action: (@MainActor () -> Void)?

  /// The commands among `nodes`: each button (inert ones disabled) and each divider, in order.
  @MainActor
  static func commands(in nodes: [Node], inert: Bool = false) -> [MenuCommand] {
    nodes.flatMap { node -> [MenuCommand] in
      let inert = inert || node.isInert
      if let button = node as? ButtonNode {
        let item = MenuItem(
          title: button.title, role: button.role == .destructive ? .danger : nil, isEnabled: !inert)
        return [MenuCommand(item: item, action: button.action)]
      }
      if node is DividerNode { return [MenuCommand(item: .separator, action: nil)] }
      return commands(in: node.children, inert: inert)
    }
  }
}
