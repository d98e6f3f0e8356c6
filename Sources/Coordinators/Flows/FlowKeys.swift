import TerminalUI

/// Every key the flow views answer, in one place: what Esc does in a stack, a modal and an
/// alert (the tab keys are `TabView`'s). The footer, the `?` help and a command palette read these
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
}
