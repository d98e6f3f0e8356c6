/// How an app holds the terminal (or line input and output) it runs on: strongly, unless the
/// terminal holds the app (``TerminalIO/holdsItsApp``, an ``InMemoryTerminal``: a test keeps
/// the terminal, and the app lives as long as the terminal does). Then weakly, so the two
/// form no cycle, and an app a test never ends goes with its terminal instead of leaking.
@MainActor
struct HeldTerminal<IO> {
  private let owned: IO?
  private weak var borrowed: AnyObject?
  private let stale: IO

  /// Holds `io`, weakly when `holdsItsApp`; once a weakly held terminal is gone, `stale`
  /// (a terminal nobody reads) stands in for it.
  init(_ io: IO, holdsItsApp: Bool, stale: @autoclosure () -> IO) {
    if holdsItsApp {
      owned = nil
      borrowed = io as AnyObject
      self.stale = stale()
    } else {
      owned = io
      self.stale = io
    }
  }

  /// The terminal.
  var value: IO { owned ?? (borrowed as? IO) ?? stale }
}
