extension Keymap {
  /// The keys an ``OutlineGroup`` answers besides a list's (``Keymap/list``), by name: a user
  /// can rebind them (`[keys.outline] expand = ["right", "+"]`). Enter is the outline's
  /// `onSubmit`, as in a list (without one, it toggles a parent too).
  public static let outline = Keymap(
    "outline",
    [
      CommandKeys(
        "expand", keys: [.right, .character("l")],
        help: "Expand the highlighted row; on an expanded one, go to its first child"),
      CommandKeys(
        "collapse", keys: [.left, .character("h")],
        help: "Collapse the highlighted row; on a child, go to its parent"),
      CommandKeys("toggle", .character(" "), help: "Expand or collapse the highlighted row"),
    ],
    sharing: [Keymap.list.name])

  /// The outline command `key` is bound to in `host`, if any.
  @MainActor
  static func outlineCommand(for key: Key, in host: ViewHost) -> String? {
    outline.commands.first { host.keyBindings.keys(for: $0, in: outline.name).contains(key) }?.name
  }

  /// The keys of the outline command named `name`, as the user bound them.
  @MainActor
  static func outlineKeys(_ name: String, in host: ViewHost) -> [Key] {
    guard let command = outline.command(named: name) else { return [] }
    return host.keyBindings.keys(for: command, in: outline.name)
  }
}
