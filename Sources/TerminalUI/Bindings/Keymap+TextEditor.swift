extension Keymap {
  /// The keys of a ``TextEditor`` that a configuration file can rebind (`[keys."text editor"]`);
  /// typing, the arrows, Home/End and Page Up/Down (with Shift to select) are fixed.
  public static let textEditor = Keymap(
    "text editor",
    [
      // Ctrl-Z suspends the app (job control), so undo is readline's Ctrl-_ (Ctrl-/ on most
      // keyboards), or Alt-Z.
      CommandKeys("undo", keys: [.control("_"), .alt("z")], help: "Take back the last edit"),
      CommandKeys("redo", .control("y"), help: "Do again what was taken back"),
      CommandKeys("cut", .control("x"), help: "Cut the selection to the clipboard"),
      CommandKeys("copy", .control("c"), help: "Copy the selection to the clipboard (with a selection)"),
      CommandKeys("paste", .control("v"), help: "Paste what was cut or copied here"),
      CommandKeys("select all", .alt("a"), help: "Select the whole text"),
      CommandKeys("submit", .control("s"), help: "Submit the form around it (save)"),
      CommandKeys("delete to line end", .control("k"), help: "Delete to the end of the line"),
      CommandKeys("delete to line start", .control("u"), help: "Delete to the start of the line"),
    ])

  /// The text editor command `key` is bound to in `host`, if any.
  @MainActor
  static func textEditorCommand(for key: Key, in host: ViewHost) -> String? {
    textEditor.commands.first { host.keyBindings.keys(for: $0, in: textEditor.name).contains(key) }?.name
  }
}
