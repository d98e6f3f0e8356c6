extension Keymap {
  /// The keys of the menu a ``Picker`` or a ``Menu`` opens, by name, for a configuration file
  /// to rebind (`[keys.menu] down = ["down", "ctrl-n"]`). Typing letters jumps to an option
  /// (type-ahead) whatever the bindings.
  public static let menu = Keymap(
    "menu",
    [
      // Letters jump to an option (type-ahead), so not j/k: Ctrl-P/Ctrl-N, as in Emacs and
      // readline; `[keys.menu] down = ["down", "j"]` trades a letter's jump for Vim's key.
      CommandKeys("up", keys: [.up, .control("p")], help: "Highlight the option above"),
      CommandKeys("down", keys: [.down, .control("n")], help: "Highlight the option below"),
      CommandKeys("first", .home, help: "Highlight the first option"),
      CommandKeys("last", .end, help: "Highlight the last option"),
      CommandKeys("page up", .pageUp, help: "A page of options up"),
      CommandKeys("page down", .pageDown, help: "A page of options down"),
      CommandKeys("choose", keys: [.enter, .character(" ")], help: "Choose the highlighted option"),
      CommandKeys("close", .escape, help: "Close the menu, choosing nothing"),
    ])

  /// The keys of a ``Picker`` drawn as a radio group (``PickerStyle/radioGroup``,
  /// ``PickerStyle/inline``): `[keys."radio group"]`. At the first option `previous` moves the
  /// focus to the view before, at the last `next` to the view after, as ↑/↓ do in a form.
  public static let radioGroup = Keymap(
    "radio group",
    [
      CommandKeys("previous", keys: [.up, .left], help: "Highlight the option before"),
      CommandKeys("next", keys: [.down, .right], help: "Highlight the option after"),
      CommandKeys("choose", keys: [.character(" "), .enter], help: "Choose the highlighted option"),
    ])
}
