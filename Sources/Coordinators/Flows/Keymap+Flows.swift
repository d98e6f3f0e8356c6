import TerminalUI

extension Keymap {
  /// The key of a pushed screen: Esc goes back. A user rebinds it as `[keys.navigation]`.
  public static let navigation = Keymap(
    "navigation", [CommandKeys("back", .escape, help: "Back to the previous screen")])

  /// The key of a sheet or a full-screen cover: Esc closes it (`[keys.sheet]`).
  public static let sheet = Keymap(
    "sheet", [CommandKeys("close", .escape, help: "Close this without saving")])

  /// An alert's keys: cancel (Esc, `n`) and its other button (`y`).
  public static let dialog = Keymap(
    "dialog",
    [
      CommandKeys(
        "cancel", keys: [.escape, .character("n")], help: "Choose the dialog's cancel button (no)"),
      CommandKeys("yes", .character("y"), help: "Choose the dialog's other button"),
    ])
}
