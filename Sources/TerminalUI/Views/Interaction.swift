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

  /// Runs `action` when Enter is pressed in a text field inside this view that has no
  /// `onSubmit` of its own, so every field of a form submits it:
  ///
  /// ```swift
  /// VStack {
  ///   TextField("Name", text: Binding(form, \.name))
  ///   TextField("Email", text: Binding(form, \.email))
  /// }
  /// .onSubmit { form.submitted += 1 }
  /// ```
  public func onSubmit(_ action: @escaping @MainActor () -> Void) -> some View {
    attaching { $0.submitAction = action }
  }

  /// Makes the view a dialog for keys: keys that nothing inside it uses go no further out, so
  /// the views around it (a tab bar's number keys, a screen's commands) cannot act behind it
  /// while it shows. Global bindings (``ViewHost/onGlobalKey(_:hint:perform:)``) still work.
  public func modalKeys() -> some View {
    attaching { $0.isModalForKeys = true }
  }

  /// Focuses this view (or the first focusable view inside it) when focus has nowhere better
  /// to go: when the screen first shows, and when the focused view goes away and none of the
  /// views focused before it is on screen. A dialog marks its safe button this way.
  public func defaultFocus() -> some View {
    attaching { $0.prefersDefaultFocus = true }
  }

  /// Runs `action` when the view appears on screen.
  public func onAppear(perform action: @escaping @MainActor () -> Void) -> some View {
    attaching { $0.lifecycle.append(.appear(action)) }
  }

  /// Runs `action` when the view leaves the screen.
  public func onDisappear(perform action: @escaping @MainActor () -> Void) -> some View {
    attaching { $0.lifecycle.append(.disappear(action)) }
  }

  /// Starts `work` when the view appears and cancels it when the view disappears. It counts as
  /// work in flight in the host's ``ViewHost/work`` until it returns, so ``ViewHost/idle()``
  /// waits for it: follow a sequence that never ends from a model instead (`SceneTasks`).
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
