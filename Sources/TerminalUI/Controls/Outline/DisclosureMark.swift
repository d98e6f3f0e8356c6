/// The mark before a row that can be expanded: ▸ collapsed, ▾ expanded; `+` and `-` on a
/// terminal that shows ASCII only.
enum DisclosureMark {
  /// The mark for a parent that is `expanded` or not.
  @MainActor
  static func text(expanded: Bool, in host: ViewHost) -> String {
    host.drawsASCII ? (expanded ? "-" : "+") : (expanded ? "▾" : "▸")
  }

  /// The state a reader announces: "expanded" or "collapsed".
  static func spoken(expanded: Bool) -> String { expanded ? "expanded" : "collapsed" }
}
