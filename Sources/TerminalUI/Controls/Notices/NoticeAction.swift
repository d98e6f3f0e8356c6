/// The key a ``Notice`` answers while it shows, and what it does: `u` to undo. The notice
/// shows the key and its title (`u undo`); pressing it runs the action and dismisses the
/// notice.
///
/// ```swift
/// let undo = NoticeAction(key: .character("u"), title: "undo") { print("undone") }
/// let undoCommand = CommandKeys("undo", .character("u"))
/// let rebindable = NoticeAction(undoCommand, in: Keymap("app", [undoCommand])) { print("undone") }
/// ```
public struct NoticeAction: Sendable {
  /// The key that runs it.
  public var key: Key
  /// What it does, in a word or two.
  public var title: String
  /// What it does.
  public var perform: @MainActor @Sendable () -> Void

  /// The command whose keys the user may have rebound (its first key runs the action then).
  var command: (keymap: String, keys: CommandKeys)?

  /// An action run by `key`, shown as `title`.
  public init(key: Key, title: String, perform: @escaping @MainActor @Sendable () -> Void) {
    self.key = key
    self.title = Sanitizer.typed(title)
    self.perform = perform
  }

  /// An action run by the key of `command` in `keymap` — the one the user bound to it
  /// (``ViewHost/keyBindings``), else its default — shown as `title` (the command's name
  /// unless given), so a notice offers the key the app's own command answers to.
  public init(
    _ command: CommandKeys, in keymap: Keymap, title: String? = nil,
    perform: @escaping @MainActor @Sendable () -> Void
  ) {
    self.init(key: command.defaultKeys.first ?? .escape, title: title ?? command.name, perform: perform)
    self.command = (keymap.name, command)
  }

  /// This action with the key the user bound to its command in `bindings`, if it has one.
  func rebound(by bindings: KeyBindings) -> NoticeAction {
    guard let command, let key = bindings.keys(for: command.keys, in: command.keymap).first else {
      return self
    }
    var copy = self
    copy.key = key
    return copy
  }
}
