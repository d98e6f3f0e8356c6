/// What an empty or error state says: a title, a message, and the action that leads on.
///
/// ```swift
/// StateInfo(
///   "No tasks here", message: "Press n to add one.",
///   action: StateAction("New task", key: .character("n")) {})
/// ```
public struct StateInfo: Equatable, Sendable {
  /// One line saying what the state is ("No tasks here", "Could not load your tasks").
  public var title: String
  /// What it means or what to do, wrapped to the width (empty for none).
  public var message: String
  /// The way on, shown as a button with its key (nil for none).
  public var action: StateAction?

  /// A state titled `title` with `message` and an optional `action`.
  public init(_ title: String, message: String = "", action: StateAction? = nil) {
    self.title = title
    self.message = message
    self.action = action
  }
}

/// An action an empty or error state offers: a button and a key that both run it.
///
/// When the action is one of the screen's rebindable commands (a ``CommandKeys`` of a
/// ``Keymap``), give the command: its key then follows the user's ``KeyBindings``, as the
/// screen's own keys do, and the footer shows it once:
///
/// ```swift
/// let create = CommandKeys("new note", .character("n"))
/// let notes = Keymap("note list", [create])
/// let action = StateAction("New note", command: create, in: notes) {}
/// ```
///
/// Two actions are equal when their titles, keys and commands are (the closures are not
/// compared).
public struct StateAction: Equatable, Sendable {
  /// The button's title ("Retry", "New task").
  public var title: String
  /// The key that runs it anywhere in the state's view (a command's first default key).
  public var key: Key
  /// The rebindable command the action is, if any: the user's bindings for it apply.
  public var command: CommandKeys?
  /// The name of the keymap ``command`` is declared in.
  public var keymapName: String?
  /// What it does.
  public var perform: @MainActor @Sendable () -> Void

  /// An action titled `title`, run by `key` or by pressing its button.
  public init(_ title: String, key: Key, perform: @escaping @MainActor @Sendable () -> Void) {
    self.title = title
    self.key = key
    self.perform = perform
  }

  /// An action titled `title` that is `command` of `keymap`: run by the keys the user bound to
  /// the command (its defaults otherwise) or by pressing its button; the footer names it as
  /// the command.
  public init(
    _ title: String, command: CommandKeys, in keymap: Keymap,
    perform: @escaping @MainActor @Sendable () -> Void
  ) {
    // A command with no default keys is bound only by the user; Enter on the button still runs it.
    self.init(title, key: command.defaultKeys.first ?? .enter, perform: perform)
    self.command = command
    self.keymapName = keymap.name
  }

  /// A retry action on `r`.
  public static func retry(_ perform: @escaping @MainActor @Sendable () -> Void) -> StateAction {
    StateAction("Retry", key: .character("r"), perform: perform)
  }

  public static func == (lhs: StateAction, rhs: StateAction) -> Bool {
    lhs.title == rhs.title && lhs.key == rhs.key && lhs.command == rhs.command
      && lhs.keymapName == rhs.keymapName
  }
}
