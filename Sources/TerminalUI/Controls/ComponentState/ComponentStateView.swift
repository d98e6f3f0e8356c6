/// Draws a ``ComponentState``: the content when ready, and the same design for every scene's
/// loading, empty and error states.
///
/// - **loading**: nothing for the first moment (`spinnerDelay` animation ticks of 100 ms,
///   200 ms by default, so a quick load does not flash), then a spinner with `loadingText`;
/// - **empty**: the info's title, its message muted and wrapped, and its action as a button
///   whose key also works anywhere in the view (and shows in the footer);
/// - **error**: the same, the title in the theme's danger role.
///
/// In plain line mode the title and message print as lines and the action is a numbered
/// button, so a script or a screen reader reads and drives every state.
///
/// ```swift
/// ComponentStateView(model.state) { contacts in
///   List(contacts, selection: Binding(model, \.selectedID)) { Text($0.name) }
/// }
/// ```
public struct ComponentStateView<Value, Content: View>: View {
  let state: ComponentState<Value>
  let loadingText: String
  let spinnerDelay: Int
  let content: (Value) -> Content

  /// Shows `state`, drawing `content` with the value when it is ready.
  public init(
    _ state: ComponentState<Value>, loadingText: String = "Loading…", spinnerDelay: Int = 2,
    @ViewBuilder content: @escaping (Value) -> Content
  ) {
    self.state = state
    self.loadingText = loadingText
    self.spinnerDelay = spinnerDelay
    self.content = content
  }

  public var body: some View {
    switch state {
    case .ready(let value): content(value)
    // Indented as the empty and error states' text is.
    case .loading: DelayedSpinner(label: loadingText, delay: spinnerDelay).padding(.horizontal, 1)
    case .empty(let info): StateInfoView(info: info, titleRole: .title)
    case .error(let info): StateInfoView(info: info, titleRole: .danger)
    }
  }
}

/// An empty or error state's title, message and action.
struct StateInfoView: View {
  let info: StateInfo
  let titleRole: ThemeRole

  var body: some View {
    VStack(spacing: 0) {
      Text(info.title).bold().foregroundStyle(titleRole).wrapped()
      if !info.message.isEmpty { Text(info.message).foregroundStyle(.muted).wrapped() }
      if let action = info.action {
        Text("")
        Button(action.title, action: action.perform)
      }
    }
    .padding(.horizontal, 1)
    .keymap(commands, in: keymap)
  }

  /// The action's key binding, in the footer: a rebindable command's under its own name, else
  /// the title's.
  private var commands: [KeyCommand] {
    guard let action = info.action else { return [] }
    if let command = action.command {
      return [KeyCommand(command, shownAs: command.name, inFooter: true, action: action.perform)]
    }
    return [KeyCommand(action.key, action.title.lowercased(), action: action.perform)]
  }

  /// Where the user's bindings for the action's command are looked up (none for a plain key).
  private var keymap: Keymap {
    Keymap(info.action?.keymapName ?? "", info.action?.command.map { [$0] } ?? [])
  }
}
