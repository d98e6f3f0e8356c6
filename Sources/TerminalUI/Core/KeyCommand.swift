/// A command a screen answers: the keys that run it, its name (the footer's label, the
/// palette's entry), a longer explanation for the help overlay, and what it does.
///
/// A screen declares its commands in one place — its keymap — and the footer, the `?` help
/// and any command palette all read them from there, so they cannot drift apart:
///
/// ```swift
/// var keymap: [KeyCommand] {
///   [
///     KeyCommand(.character("n"), "new note", help: "Write a new note in this notebook") { model.compose() },
///     KeyCommand(.character("d"), "delete", help: "Delete the selected note (asks first)") { model.delete() },
///     KeyCommand(.control("r"), "reload", inFooter: false) { model.reload() },
///   ]
/// }
/// ```
public struct KeyCommand {
  /// The keys that run the command; the first is the one shown.
  public var keys: [Key]
  /// What the command does, in a word or two.
  public var name: String
  /// A sentence for the help overlay, when the name needs one.
  public var help: String?
  /// Whether the footer shows the command (the help overlay always lists it).
  public var showsInFooter: Bool
  /// Runs the command.
  public var action: @MainActor () -> Void
  /// The name its keymap knows it by (``CommandKeys/name``), when the shown name differs
  /// (`reopen` for the command `done`).
  var keymapName: String?

  /// A command run by `key`.
  public init(
    _ key: Key, _ name: String, help: String? = nil, inFooter: Bool = true,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(keys: [key], name, help: help, inFooter: inFooter, action: action)
  }

  /// A command run by any of `keys` (the first is the one shown).
  public init(
    keys: [Key], _ name: String, help: String? = nil, inFooter: Bool = true,
    action: @escaping @MainActor () -> Void
  ) {
    self.keys = keys
    self.name = name
    self.help = help
    self.showsInFooter = inFooter
    self.action = action
  }

  /// How the keys are written: `n`, or `←/→` for several.
  public var keyLabel: String { keys.map(\.description).joined(separator: "/") }
}

extension View {
  /// Binds a screen's commands: each runs when one of its keys reaches this view (when the
  /// view, or a view inside it, is focused and did not use the key itself). The footer shows
  /// the commands that are ``KeyCommand/showsInFooter``; the help overlay lists them all.
  public func keymap(_ commands: [KeyCommand]) -> some View {
    attaching { node in
      for command in commands {
        for (index, key) in command.keys.enumerated() {
          node.bindings.append(KeyBinding(key: key, command: command, isShown: index == 0))
        }
      }
    }
  }
}
