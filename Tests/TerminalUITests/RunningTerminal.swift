@testable import TerminalUI

extension InMemoryTerminal {
  /// An in-memory terminal of `size` running `root` full screen, with the mouse on and the
  /// user's `bindings`: the real runtime, fed bytes with ``InMemoryTerminal/send(_:)-(String)``.
  @MainActor
  static func running<Root: View>(
    _ size: Size, bindings: KeyBindings = KeyBindings(), @ViewBuilder _ root: @escaping @MainActor () -> Root
  ) throws -> InMemoryTerminal {
    let terminal = InMemoryTerminal(size: size)
    let host = ViewHost(minimumSize: Size(width: 10, height: 3), root: root)
    host.keyBindings = bindings
    try TerminalApp(host: host, mouse: true, terminal: terminal).start()
    return terminal
  }
}
