extension TerminalApp {
  /// Returns once nothing is in flight in the host's work tracker and every frame the app
  /// asked for has been written to its terminal: ``ViewHost/idle()`` for a running app. On an
  /// ``InMemoryTerminal`` a frame that work asks for after the last input would otherwise wait
  /// for the next key; this draws it, and waits for the work it starts in turn.
  ///
  /// ```swift
  /// terminal.send("nBuy eggs\r")
  /// await app.idle()
  /// #expect(terminal.screen.text.contains("Buy eggs"))
  /// ```
  public func idle() async {
    // A view that changes what it reads on every frame would never be done: at most a
    // hundred frames, as ViewHost.idle().
    for _ in 0..<100 {
      await host.work.idle()
      guard isRenderScheduled, !hasEnded else { return }
      render()
    }
  }
}
