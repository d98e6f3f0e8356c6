import TerminalUI

/// Every key the flow views answer, in one place: what Esc does in a stack, a modal and an
/// alert, and how tabs are switched. The footer, the `?` help and a command palette read these
/// commands like any screen's own.
@MainActor
enum FlowKeys {
  /// Esc on a pushed screen: back to the screen below.
  static func back(_ pop: @escaping @MainActor () -> Void) -> KeyCommand {
    KeyCommand(Keymap.navigation.commands[0], action: pop)
  }

  /// Esc on a modal that may be dismissed: close it.
  static func close(_ dismiss: @escaping @MainActor () -> Void) -> KeyCommand {
    KeyCommand(Keymap.sheet.commands[0], action: dismiss)
  }

  /// An alert's keys: Esc or `n` for its cancel button (or just close it), `y` for the other.
  static func alert(
    confirm: @escaping @MainActor () -> Void, cancel: @escaping @MainActor () -> Void
  ) -> [KeyCommand] {
    [
      KeyCommand(Keymap.dialog.commands[0], action: cancel),
      KeyCommand(Keymap.dialog.commands[1], action: confirm),
    ]
  }

  /// The tab keys: Ctrl-→/← step through the tabs, and 1…9 pick one (the current tab's number
  /// pops its stack to its root).
  static func tabs<C: TabCoordinator>(of coordinator: C) -> [KeyCommand] {
    let numbers = coordinator.tabs.prefix(9).enumerated().map { index, tab in
      KeyCommand(
        .character(Character(String(index + 1))), coordinator.title(forTab: tab).lowercased(),
        help: "Show the \(coordinator.title(forTab: tab)) tab (again: back to its first screen)"
      ) { coordinator.select(tab) }
    }
    return [
      KeyCommand(Keymap.tabs.commands[0]) { coordinator.selectTab(offsetBy: 1) },
      KeyCommand(Keymap.tabs.commands[1]) { coordinator.selectTab(offsetBy: -1) },
    ] + numbers
  }
}
