@testable import TerminalUI

extension InMemoryTerminal {
  /// An in-memory terminal of `size` running `root` full screen, with the mouse on (unless
  /// `mouse` is false) and the user's `bindings`: the real runtime, fed bytes with
  /// ``InMemoryTerminal/send(_:)-(String)``.
  @MainActor
  static func running<Root: View>(
    _ size: Size, mouse: Bool = true, bindings: KeyBindings = KeyBindings(),
    @ViewBuilder _ root: @escaping @MainActor () -> Root
  ) throws -> InMemoryTerminal {
    try runningHost(size, mouse: mouse, bindings: bindings, root).terminal
  }

  /// ``running(_:mouse:bindings:_:)``, with its host, for tests that read the focus or set
  /// the host's `today`; `prepare` runs on the host before the runtime starts.
  @MainActor
  static func runningHost<Root: View>(
    _ size: Size, mouse: Bool = true, bindings: KeyBindings = KeyBindings(),
    prepare: (ViewHost) -> Void = { _ in }, @ViewBuilder _ root: @escaping @MainActor () -> Root
  ) throws -> (terminal: InMemoryTerminal, host: ViewHost) {
    let terminal = InMemoryTerminal(size: size)
    let host = ViewHost(minimumSize: Size(width: 10, height: 3), root: root)
    host.keyBindings = bindings
    prepare(host)
    try TerminalApp(host: host, mouse: mouse, terminal: terminal).start()
    return (terminal, host)
  }
}
