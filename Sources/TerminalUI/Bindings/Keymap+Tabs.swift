extension Keymap {
  /// The keys that step through the tabs of a ``TabView`` (and a `TabViewFlow`); the tab
  /// numbers, 1…9, are not rebindable. Rebound as `[keys.tabs]`.
  public static let tabs = Keymap(
    "tabs",
    [
      CommandKeys(
        "next tab", keys: [.controlRight, Key(.pageDown, [.control])], help: "Show the next tab"),
      CommandKeys(
        "previous tab", keys: [.controlLeft, Key(.pageUp, [.control])], help: "Show the previous tab",
        inFooter: false),
    ])
}
