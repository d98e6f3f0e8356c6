extension View {
  /// Runs `action` when `key` reaches this view: when the view, or a view inside it, is
  /// focused and did not use the key itself. With a `hint`, the key shows in the footer.
  /// A screen with several keys declares them together with ``View/keymap(_:)``.
  public func onKey(
    _ key: Key, hint: String? = nil, perform action: @escaping @MainActor () -> Void
  ) -> some View {
    keymap([KeyCommand(key, hint ?? "", inFooter: hint != nil, action: action)])
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
