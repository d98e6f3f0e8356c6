/// The keys a user chose for commands, by keymap and command name — what a configuration
/// file's `[keys]` tables hold. A command with no binding here keeps its default keys.
///
/// Give them to the host (``ViewHost/keyBindings``); every ``View/keymap(_:in:)``, the
/// built-in keys of ``List`` (keymap ``Keymap/list``), the footer, the help overlay and the
/// commands a palette lists then follow them.
///
/// ```swift
/// let bindings = KeyBindings(["list": ["down": [.down, .character("t")]]])
/// let host = ViewHost { Text("…") }
/// host.keyBindings = bindings
/// ```
public struct KeyBindings: Equatable, Sendable {
  /// The chosen keys: keymap name → command name → keys.
  public private(set) var keys: [String: [String: [Key]]]

  /// Bindings holding `keys` (keymap name → command name → keys).
  public init(_ keys: [String: [String: [Key]]] = [:]) {
    self.keys = keys
  }

  /// Whether no command is rebound.
  public var isEmpty: Bool { keys.values.allSatisfy(\.isEmpty) }

  /// The keys that run `command` of the keymap named `keymap`: the user's, else its defaults.
  public func keys(for command: CommandKeys, in keymap: String) -> [Key] {
    keys[keymap]?[command.name] ?? command.defaultKeys
  }

  /// The keys bound to the command named `name` of `keymap`, if the user bound any.
  public func boundKeys(for name: String, in keymap: String) -> [Key]? {
    keys[keymap]?[name]
  }

  /// Binds `newKeys` to the command named `name` of `keymap`.
  public mutating func bind(_ newKeys: [Key], to name: String, in keymap: String) {
    keys[keymap, default: [:]][name] = newKeys
  }

  /// What is wrong with these bindings for an app with `keymaps`: a keymap or a command that
  /// does not exist, a command bound to no key, and a key that two commands active on the
  /// same screen would share (after the bindings apply). Empty when they are sound.
  public func problems(in keymaps: [Keymap]) -> [KeyBindingProblem] {
    var problems: [KeyBindingProblem] = []
    let byName = Dictionary(keymaps.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
    for keymapName in keys.keys.sorted() {
      guard let keymap = byName[keymapName] else {
        problems.append(.unknownKeymap(keymapName, known: keymaps.map(\.name)))
        continue
      }
      for name in (keys[keymapName] ?? [:]).keys.sorted() {
        if keymap.command(named: name) == nil {
          problems.append(.unknownCommand(name, keymap: keymapName, known: keymap.commands.map(\.name)))
        } else if keys[keymapName]?[name]?.isEmpty == true {
          problems.append(.noKeys(name, keymap: keymapName))
        }
      }
    }
    for keymap in keymaps {
      problems += collisions(on: keymap, among: [keymap] + keymap.sharing.compactMap { byName[$0] })
    }
    return problems
  }

  /// The keys two commands on `screen`'s screen would share, where at least one of the two was
  /// bound by the user (the defaults of an app are its own affair).
  private func collisions(on screen: Keymap, among active: [Keymap]) -> [KeyBindingProblem] {
    var owners: [Key: [(keymap: String, command: String)]] = [:]
    for keymap in active {
      for command in keymap.commands {
        for key in Set(self.keys(for: command, in: keymap.name)) {
          owners[key, default: []].append((keymap.name, command.name))
        }
      }
    }
    var problems: [KeyBindingProblem] = []
    for (key, commands) in owners where commands.count > 1 {
      let rebound = commands.contains { boundKeys(for: $0.command, in: $0.keymap) != nil }
      // Reported once, on a screen whose own keymap binds the key.
      guard rebound, commands.contains(where: { $0.keymap == screen.name }) else { continue }
      let names = commands.map { $0.keymap == screen.name ? $0.command : "\($0.keymap): \($0.command)" }
      problems.append(.collision(key, keymap: screen.name, commands: names))
    }
    return problems.sorted { $0.description < $1.description }
  }
}
