extension Keymap {
  /// The name of the command of this keymap that `key` runs in `host` (the user's keys, else
  /// the defaults), if any.
  @MainActor
  func command(for key: Key, in host: ViewHost) -> String? {
    commands.first { host.keyBindings.keys(for: $0, in: name).contains(key) }?.name
  }

  /// The first key of the command `command` in `host`, as the footer writes it (`enter`, `↑`).
  @MainActor
  func keyLabel(_ command: String, in host: ViewHost) -> String {
    guard let found = self.command(named: command) else { return "" }
    return host.keyBindings.keys(for: found, in: name).first?.description ?? ""
  }

  /// A footer hint for `command`, written with its first key in `host`.
  @MainActor
  func hint(_ command: String, _ label: String, in host: ViewHost) -> KeyHint {
    let key = self.command(named: command).flatMap { host.keyBindings.keys(for: $0, in: name).first }
    return KeyHint(key?.description ?? "", label, press: key)
  }
}

extension Keymap {
  /// The first keys of two commands that go together, as the footer writes them: `↑↓`, or
  /// `ctrl-p/ctrl-n` when either is longer than a character.
  @MainActor
  func pairLabel(_ first: String, _ second: String, in host: ViewHost) -> String {
    let one = keyLabel(first, in: host)
    let two = keyLabel(second, in: host)
    return one.count == 1 && two.count == 1 ? one + two : one + "/" + two
  }
}
