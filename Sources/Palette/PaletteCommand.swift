/// A command the palette offers on every screen, beside the screen's own: a place to go
/// (`settings/password`), an account action (sign out), a setting (a theme).
///
/// ```swift
/// palette.globalCommands = {
///   [PaletteCommand("settings", detail: "settings") { shell.show("settings") }]
/// }
/// ```
public struct PaletteCommand {
  /// What the command does, as the palette lists it (`sign out`).
  public var name: String
  /// Shown beside it: its key, or the route it opens.
  public var detail: String
  /// Runs the command (the palette is closed first).
  public var run: @MainActor () -> Void

  /// A command named `name`, with `detail` beside it, running `run`.
  public init(_ name: String, detail: String = "", run: @escaping @MainActor () -> Void) {
    self.name = name
    self.detail = detail
    self.run = run
  }
}
