extension Keymap {
  /// The keys every ``List`` answers itself, by name: a user can rebind them like a
  /// screen's commands (`[keys.list] down = ["down", "t"]`).
  public static let list = Keymap(
    "list",
    [
      CommandKeys("up", keys: [.up, .character("k")], help: "Highlight the row above"),
      CommandKeys("down", keys: [.down, .character("j")], help: "Highlight the row below"),
      CommandKeys("page up", .pageUp, help: "A page up"),
      CommandKeys("page down", .pageDown, help: "A page down"),
      CommandKeys("first", keys: [.home, .character("g")], help: "Highlight the first row"),
      CommandKeys("last", keys: [.end, .character("G")], help: "Highlight the last row"),
      CommandKeys("filter", .character("/"), help: "Filter the rows as you type (a list that filters)"),
    ])

  /// The keys of the list command named `name`, as the user bound them.
  @MainActor
  static func listKeys(_ name: String, in host: ViewHost) -> [Key] {
    guard let command = list.command(named: name) else { return [] }
    return host.keyBindings.keys(for: command, in: list.name)
  }
}
