extension ViewHost {
  /// Binds `key` for the whole screen: it runs `action` when the focused view and its
  /// ancestors leave the key unused (so a text field still types a `q`). With a `hint`, the
  /// key shows in every footer, as `q quit` does.
  ///
  /// ```swift
  /// host.onGlobalKey(.character("q"), hint: "quit") { app.quit() }
  /// ```
  public func onGlobalKey(_ key: Key, hint: String? = nil, perform action: @escaping @MainActor () -> Void) {
    globalBindings.append(
      KeyBinding(
        key: key, command: KeyCommand(key, hint ?? "", inFooter: hint != nil, action: action), isShown: true))
    invalidate()
  }

  /// Whether the focused view takes typed characters (a text field, a list's filter being
  /// typed): character keys bound around it cannot reach their bindings then, so the footer
  /// leaves them out.
  var isTyping: Bool { focusedNode?.takesText ?? false }

  /// Whether the focused view takes line breaks as text (a ``TextEditor``): Enter in a run of
  /// typed text is a line of it, not a space.
  var isTypingLines: Bool { focusedNode is TextEditorNode }

  /// The keys that work now, as the footer shows them: the focused view's own, then the
  /// hinted bindings of it and its ancestors (nearest first, up to a dialog), then the global
  /// ones, Tab when there is somewhere to go, and `?` for help. While a text field has focus,
  /// character keys (which it types instead) are left out, and help is F1.
  public var hints: [KeyHint] {
    if let popoverHints { return popoverHints }
    let chain = keyChain
    let typing = isTyping
    var candidates = chain.first.map { $0.isFocusable ? $0.hints : [] } ?? []
    let focused = focusedNode
    for binding in chain.flatMap(\.bindings) + globalBindingsInReach {
      guard let label = binding.hint else { continue }
      if typing, binding.key.typedCharacter != nil { continue }
      // A key the focused view uses itself (Ctrl-→ in a text field) never reaches the binding.
      if focused?.uses(binding.key) == true { continue }
      candidates.append(KeyHint(binding.key.description, label, press: binding.key))
    }
    if parkedFieldID != nil {
      candidates.append(KeyHint("tab", "back to the field", press: .tab))
    } else if focusables.count > 1 {
      candidates.append(KeyHint("tab", "next field", press: .tab))
    }
    let helpKey = Keymap.helpKeys(in: self).first?.description ?? "F1"
    candidates.append(KeyHint(typing ? "F1" : helpKey, "help", press: .function(1)))
    var seen = Set<String>()
    return candidates.filter { seen.insert($0.key).inserted }
  }
}
