/// Something wrong with a user's ``KeyBindings``, in a sentence a configuration check can
/// print (``description``).
public enum KeyBindingProblem: Hashable, Sendable, CustomStringConvertible {
  /// A keymap name no screen has.
  case unknownKeymap(String, known: [String])
  /// A command name the keymap does not have.
  case unknownCommand(String, keymap: String, known: [String])
  /// A command bound to an empty list of keys: nothing could run it.
  case noKeys(String, keymap: String)
  /// A key that several commands active on one screen would share.
  case collision(Key, keymap: String, commands: [String])

  /// The problem in one line.
  public var description: String {
    switch self {
    case .unknownKeymap(let name, let known):
      "there is no keymap \"\(name)\" (there are: \(known.joined(separator: ", ")))"
    case .unknownCommand(let name, let keymap, let known):
      "keymap \"\(keymap)\" has no command \"\(name)\" (it has: \(known.joined(separator: ", ")))"
    case .noKeys(let name, let keymap):
      "\"\(name)\" in keymap \"\(keymap)\" is bound to no key"
    case .collision(let key, let keymap, let commands):
      "key \(key) is bound to more than one command on the \"\(keymap)\" screen: "
        + commands.joined(separator: ", ")
    }
  }
}
