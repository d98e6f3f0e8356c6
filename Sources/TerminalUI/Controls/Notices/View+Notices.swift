extension View {
  /// Shows `center`'s notices over this view, newest at the bottom right, each in a box drawn
  /// in its kind's theme role (``Notice/Kind/role``), with its action's key (`u undo`).
  ///
  /// While notices show, their action keys work anywhere inside this view (unless the focused
  /// view uses the key itself, as a text field does with letters), Ctrl-D dismisses the newest
  /// (``Keymap/notices``), and a click dismisses one — or runs its action, on the action's
  /// label. In plain line mode nothing is drawn: each notice is printed once, as a line
  /// (`notice: Saved (u to undo)`), and its key works as long as it would show.
  ///
  /// ```swift
  /// let notices = NoticeCenter()
  /// let host = ViewHost {
  ///   VStack {
  ///     Text("Inbox")
  ///     Spacer()
  ///   }
  ///   .notices(notices)
  /// }
  /// notices.post(Notice("Welcome back", kind: .info))
  /// ```
  public func notices(_ center: NoticeCenter) -> some View {
    NoticesView(content: self, center: center)
  }
}

/// A view with a notice center's notices over it.
struct NoticesView<Content: View>: View, PrimitiveView {
  let content: Content
  let center: NoticeCenter
  var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    let host = context.host
    if let due = center.update(now: host.clock()) { host.wake(at: due) }
    // Each action on the key the user bound to its command, if it names one.
    let shown = center.notices.map { notice in
      var notice = notice
      notice.action = notice.action?.rebound(by: host.keyBindings)
      return notice
    }
    let content = single(
      self.content.keymap(commands(for: shown), in: .notices).nodes(context.child(0)), id: context.id + ".0")
    let stack = NoticeStackNode(id: context.id + "#notices", center: center, notices: shown)
    return [NoticesNode(id: context.id, content: content, stack: stack)]
  }

  /// The keys of the notices that show: dismissing the newest, then each action (the newest
  /// last, so it wins a key two of them share).
  private func commands(for notices: [Notice]) -> [KeyCommand] {
    guard !notices.isEmpty else { return [] }
    let dismiss = KeyCommand(Keymap.notices.commands[0]) { [center] in center.dismissNewest() }
    return [dismiss]
      + notices.compactMap { notice in
        notice.action.map { action in
          KeyCommand(action.key, action.title, help: "\(notice.message): \(action.title)", inFooter: false) {
            [center] in center.performAction(of: notice.id)
          }
        }
      }
  }
}

/// A view's nodes with its notices drawn over them (in full screen and headless; plain line
/// mode prints them instead).
final class NoticesNode: Node {
  var content: Node { children[0] }
  var stack: NoticeStackNode { children[1] as! NoticeStackNode }

  init(id: String, content: Node, stack: NoticeStackNode) {
    super.init(id: id, children: [content, stack])
    expandsHorizontally = content.expandsHorizontally
    expandsVertically = content.expandsVertically
  }

  override func measure(_ available: Size) -> Size { content.measure(available) }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    content.draw(in: rect, canvas: &canvas, context: context)
    stack.draw(in: rect, canvas: &canvas, context: context)
  }
}
