/// A command a user can rebind: its name — the footer's label, the help's and the palette's
/// entry, and the name a configuration file uses — and the keys that run it unless the user
/// chose others.
///
/// Declare a screen's commands once, in a ``Keymap``, and build the screen's
/// ``KeyCommand``s from them; the keys then follow the user's ``KeyBindings``:
///
/// ```swift
/// enum NoteListKeys {
///   static let compose = CommandKeys("new note", .character("n"), help: "Write a new note")
///   static let keymap = Keymap("note list", [compose])
/// }
///
/// // in the screen's body:
/// //   .keymap([KeyCommand(NoteListKeys.compose) { model.compose() }], in: NoteListKeys.keymap)
/// ```
public struct CommandKeys: Hashable, Sendable {
  /// The command's name, unique in its keymap.
  public var name: String
  /// The keys that run it by default; the first is the one the footer shows.
  public var defaultKeys: [Key]
  /// A sentence for the help overlay, when the name needs one.
  public var help: String?
  /// Whether the footer shows the command (the help overlay always lists it).
  public var showsInFooter: Bool

  /// A command named `name`, run by `keys` unless the user binds others.
  public init(_ name: String, keys: [Key], help: String? = nil, inFooter: Bool = true) {
    self.name = name
    self.defaultKeys = keys
    self.help = help
    self.showsInFooter = inFooter
  }

  /// A command named `name`, run by `key` unless the user binds others.
  public init(_ name: String, _ key: Key, help: String? = nil, inFooter: Bool = true) {
    self.init(name, keys: [key], help: help, inFooter: inFooter)
  }
}

extension KeyCommand {
  /// A command declared as `command`, running `action`; its keys are the defaults until
  /// ``View/keymap(_:in:)`` applies the user's bindings.
  public init(_ command: CommandKeys, action: @escaping @MainActor () -> Void) {
    self.init(
      keys: command.defaultKeys, command.name, help: command.help, inFooter: command.showsInFooter,
      action: action)
    keymapName = command.name
  }

  /// A command declared as `command`, shown as `name` (a label that changes with the state:
  /// `reopen` for `done`), and in the footer when `inFooter`.
  public init(
    _ command: CommandKeys, shownAs name: String, inFooter: Bool? = nil,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(
      keys: command.defaultKeys, name, help: command.help, inFooter: inFooter ?? command.showsInFooter,
      action: action)
    keymapName = command.name
  }
}
