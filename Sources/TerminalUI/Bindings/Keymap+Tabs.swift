extension Keymap {
  /// The keys that step through the tabs of a ``TabView`` (and a `TabViewFlow`), and the
  /// first nine tabs' own (`tab 1` … `tab 9`: `1` … `9`). Rebound as `[keys.tabs]`
  /// (`"tab 1" = "alt-1"`).
  public static let tabs = Keymap(
    "tabs",
    [
      CommandKeys(
        "next tab", keys: [.controlRight, Key(.pageDown, [.control])], help: "Show the next tab"),
      CommandKeys(
        "previous tab", keys: [.controlLeft, Key(.pageUp, [.control])], help: "Show the previous tab",
        inFooter: false),
    ]
      + (1...9).map { number in
        CommandKeys("tab \(number)", .character(Character(String(number))), help: "Show tab \(number)")
      })
}
