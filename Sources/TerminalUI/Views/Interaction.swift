extension View {
  /// Runs `action` when `key` reaches this view: when the view, or a view inside it, is
  /// focused and did not use the key itself. With a `hint`, the key shows in the footer.
  public func onKey(
    _ key: Key, hint: String? = nil, perform action: @escaping @MainActor () -> Void
  ) -> some View {
    attaching { $0.bindings.append(KeyBinding(key: key, hint: hint, action: action)) }
  }

  /// Binds several keys at once (see ``onKey(_:hint:perform:)``).
  public func onKeys(_ actions: [KeyAction]) -> some View {
    attaching { node in
      node.bindings += actions.map { KeyBinding(key: $0.key, hint: $0.hint, action: $0.action) }
    }
  }

  /// Lets the view take focus (Tab moves between focusable views) so its `onKey` bindings
  /// apply while it is focused.
  public func focusable(_ isFocusable: Bool = true) -> some View {
    attaching { $0.forcedFocusable = isFocusable }
  }

  /// Makes the view and everything in it non-interactive: nothing inside takes focus or keys.
  public func disabled(_ isDisabled: Bool = true) -> some View {
    attaching { $0.isInert = $0.isInert || isDisabled }
  }

  /// Runs `action` when the view appears on screen.
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
    attaching { $0.lifecycle.append(.appear(action)) }
  }

  /// Runs `action` when the view leaves the screen.
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View {
    attaching { $0.lifecycle.append(.disappear(action)) }
  }

  /// Starts `work` when the view appears and cancels it when the view disappears.
  public func task(_ work: @escaping @MainActor @Sendable () async -> Void) -> some View {
    attaching { $0.lifecycle.append(.task(work)) }
  }

  /// Draws `overlay` on top of the view, aligned in the view's space.
  public func overlay<Overlay: View>(
    alignment: Alignment = .center, @ViewBuilder _ overlay: () -> Overlay
  ) -> some View {
    ZStack(alignment: alignment) {
      self
      overlay()
    }
  }
}

/// A key, its footer label and what it does, for ``View/onKeys(_:)``.
public struct KeyAction {
  /// The key.
  public let key: Key
  /// The footer label, or nil to keep the key out of the footer.
  public let hint: String?
  /// What the key does.
  public let action: @MainActor () -> Void

  /// `key` running `action`, labelled `hint` in the footer.
  public init(_ key: Key, hint: String? = nil, action: @escaping @MainActor () -> Void) {
    self.key = key
    self.hint = hint
    self.action = action
  }
}
