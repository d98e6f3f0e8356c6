import TerminalUI

extension InMemoryTerminal {
  /// What a terminal of this size shows after everything the app wrote: the text, the
  /// cursor, and the modes (alternate screen, hidden cursor, mouse reports).
  public var screen: ScreenEmulator {
    var screen = ScreenEmulator(columns: size.width, rows: size.height)
    screen.feed(output)
    return screen
  }
}
