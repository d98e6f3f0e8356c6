/// Where a ``PlainLineApp`` reads its command lines and prints its screens: standard input and
/// output (``SystemLineIO``) in a program, an ``InMemoryTerminal`` in a test — the same runtime
/// either way, as ``TerminalIO`` is for full screen.
@MainActor
public protocol PlainLineIO: AnyObject {
  /// Starts reporting what is typed to `handler`: each read's bytes as ``TerminalEvent/input(_:)``
  /// (one read can hold several lines, or part of one), then ``TerminalEvent/endOfInput``.
  func start(_ handler: @escaping @MainActor (TerminalEvent) -> Void)
  /// Writes `bytes` (a screen, a message) in full.
  func write(_ bytes: [UInt8])
  /// Runs `work` on the main actor once the current work ends (plain mode asks for no delay:
  /// `milliseconds` is 0), so that any number of changes in a row lead to one look at the screen.
  func schedule(after milliseconds: Int, _ work: @escaping @MainActor () -> Void)
  /// Ends the app with `status` (standard input and output end the process).
  func end(status: Int32)
  /// Stops (`hidden`) or starts again echoing what is typed, where that is a terminal's to do,
  /// so a password typed in a secure field is not shown; returns whether it did.
  func hideTyping(_ hidden: Bool) -> Bool
  /// Whether the input keeps the app reading it alive (from ``start(_:)`` until
  /// ``end(status:)``) and is kept by whoever made it (an ``InMemoryTerminal``: a test): the app
  /// then holds it weakly. `false` by default: the app holds its input and output.
  var holdsItsApp: Bool { get }
}

extension PlainLineIO {
  /// Nothing is echoed but what the app prints: there is nothing to hide.
  public func hideTyping(_ hidden: Bool) -> Bool { false }
  /// The app holds its input and output.
  public var holdsItsApp: Bool { false }
}
