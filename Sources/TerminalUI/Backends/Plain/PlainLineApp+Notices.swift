extension PlainLineApp {
  /// Prints each notice on screen that was not printed yet, as a line of its own
  /// (`notice: Marked “Buy milk” done (u to undo)`, `error: …` for a danger notice).
  func announceNotices() {
    guard let tree = host.tree else { return }
    for stack in Self.noticeStacks(in: tree) {
      let center = stack.center
      for notice in stack.notices where (center.postNumbers[notice.id] ?? 0) > center.announcedThrough {
        say(notice.plainLine)
      }
      center.announcedThrough = center.postCount
    }
  }

  /// The notice stacks in `node`'s tree, leaving out inert layers.
  private static func noticeStacks(in node: Node) -> [NoticeStackNode] {
    guard !node.isInert else { return [] }
    if let stack = node as? NoticeStackNode { return [stack] }
    return node.children.flatMap(noticeStacks)
  }
}
