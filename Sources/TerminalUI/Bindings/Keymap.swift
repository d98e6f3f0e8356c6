/// The rebindable commands of one screen (or of a kind of control), under a name a user's
/// configuration file uses: `[keys."note list"]`.
///
/// An app lists its keymaps so that a configuration file can be checked before the app runs
/// (``KeyBindings/problems(in:)``): a binding for a screen or a command that does not exist
/// is reported, never silently ignored, and so is a key that two commands of one screen
/// would share.
///
/// ```swift
/// let keymap = Keymap(
///   "note list",
///   [CommandKeys("new note", .character("n")), CommandKeys("delete", .character("d"))],
///   sharing: [Keymap.list.name])
/// ```
public struct Keymap: Sendable {
  /// The name the configuration file uses for this keymap.
  public var name: String
  /// Its commands, in the order help lists them.
  public var commands: [CommandKeys]
  /// The keymaps whose keys are active on the same screen (a list's keys on a screen that
  /// shows a list): a key bound in both is a collision.
  public var sharing: [String]

  /// A keymap named `name` holding `commands`, active together with the keymaps named in
  /// `sharing`.
  public init(_ name: String, _ commands: [CommandKeys], sharing: [String] = []) {
    self.name = name
    self.commands = commands
    self.sharing = sharing
  }

  /// The command named `name`, if this keymap has one.
  public func command(named name: String) -> CommandKeys? {
    commands.first { $0.name == name }
  }
}
