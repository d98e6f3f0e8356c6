extension Keymap {
  /// The keys a ``Table`` answers itself besides a list's (``Keymap/list``): a user can rebind
  /// them (`[keys.table] sort = ["o"]`).
  public static let table = Keymap(
    "table",
    [
      CommandKeys(
        "sort", .character("s"), help: "Sort by the next column (after the last, the rows' own order)"),
      CommandKeys("reverse", .character("S"), help: "Reverse the sort order"),
    ], sharing: [list.name])

  /// The table command `key` is bound to in `host`, if any.
  @MainActor
  static func tableCommand(for key: Key, in host: ViewHost) -> String? {
    table.commands.first { host.keyBindings.keys(for: $0, in: table.name).contains(key) }?.name
  }

  /// The keys of the table command named `name`, as the user bound them.
  @MainActor
  static func tableKeys(_ name: String, in host: ViewHost) -> [Key] {
    guard let command = table.command(named: name) else { return [] }
    return host.keyBindings.keys(for: command, in: table.name)
  }
}
