import TerminalUI

/// Every key the flow views answer, in one place: what Esc does in a stack, a modal and an
/// alert, and how tabs are switched. The footer, the `?` help and a command palette read these
/// commands like any screen's own.
@MainActor
enum FlowKeys {
  /// Esc on a pushed screen: back to the screen below.
  static func back(_ pop: @escaping @MainActor () -> Void) -> KeyCommand {
    KeyCommand(.escape, "back", help: "Back to the previous screen", action: pop)
  }

  /// Esc on a modal that may be dismissed: close it.
  static func close(_ dismiss: @escaping @MainActor () -> Void) -> KeyCommand {
    KeyCommand(.escape, "close", help: "Close this without saving", action: dismiss)
  }

  /// An alert's keys: Esc or `n` for its cancel button (or just close it), `y` for the other.
  static func alert(
    confirm: @escaping @MainActor () -> Void, cancel: @escaping @MainActor () -> Void
  ) -> [KeyCommand] {
    [
      KeyCommand(
        keys: [.escape, .character("n")], "cancel", help: "Choose the dialog's cancel button (no)",
        action: cancel),
      KeyCommand(.character("y"), "yes", help: "Choose the dialog's other button", action: confirm),
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
      KeyCommand(.controlRight, "next tab", help: "Show the next tab") { coordinator.selectTab(offsetBy: 1) },
      KeyCommand(.controlLeft, "previous tab", help: "Show the previous tab", inFooter: false) {
        coordinator.selectTab(offsetBy: -1)
      },
    ] + numbers
  }
}
