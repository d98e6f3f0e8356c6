extension View {
  /// Binds a screen's commands under the keymap `keymap`: each command that `keymap` declares
  /// (matched by name) runs on the keys the user bound to it (``ViewHost/keyBindings``), or on
  /// its defaults; other commands keep their own keys. The footer, the help overlay and the
  /// commands a palette lists show the keys that really run each command.
  ///
  /// ```swift
  /// Text("Notes")
  ///   .keymap([KeyCommand(NoteListKeys.compose) { print("compose") }], in: NoteListKeys.keymap)
  /// ```
  public func keymap(_ commands: [KeyCommand], in keymap: Keymap) -> some View {
    modified { node, context in
      let bindings = context.host.keyBindings
      for var command in commands {
        if let declared = keymap.command(named: command.keymapName ?? command.name) {
          command.keys = bindings.keys(for: declared, in: keymap.name)
        }
        for (index, key) in command.keys.enumerated() {
          node.bindings.append(KeyBinding(key: key, command: command, isShown: index == 0))
        }
      }
      return node
    }
  }
}

extension ViewHost {
  /// Binds `command` of `keymap` for the whole screen, on the keys the user bound to it
  /// (``keyBindings``, read now: set them first) or its defaults — a rebindable
  /// ``onGlobalKey(_:hint:perform:)``.
  ///
  /// ```swift
  /// let quit = CommandKeys("quit", .character("q"))
  /// host.onGlobalKey(quit, in: Keymap("app", [quit])) { print("bye") }
  /// ```
  public func onGlobalKey(
    _ command: CommandKeys, in keymap: Keymap, perform action: @escaping @MainActor () -> Void
  ) {
    for (index, key) in keyBindings.keys(for: command, in: keymap.name).enumerated() {
      onGlobalKey(key, hint: index == 0 && command.showsInFooter ? command.name : nil, perform: action)
    }
  }
}
