extension Keymap {
  /// The key that opens the help overlay from a screen (F1 opens it from anywhere, a text
  /// field included, and is not rebindable). Rebound as `[keys.help]` (`help = "h"`).
  public static let help = Keymap(
    "help", [CommandKeys("help", .character("?"), help: "Every key of the screen (F1 while typing)")])

  /// The keys that open the help overlay in `host`, as the user bound them.
  @MainActor
  static func helpKeys(in host: ViewHost) -> [Key] {
    host.keyBindings.keys(for: help.commands[0], in: help.name)
  }
}
