import WorkTracking

/// Draws views without a terminal — the test backend: to text for snapshots and assertions,
/// or to cells with their styles.
///
/// ```swift
/// let screen = HeadlessRenderer.render(Text("Hello").bold(), width: 20, height: 1)
/// let cells = HeadlessRenderer.cells(Text("Hello").bold(), width: 20, height: 1)
/// assert(cells[0, 0].style.bold)
/// ```
@MainActor
public enum HeadlessRenderer {
  /// The screen `view` draws at `width`×`height`, as lines of text (trailing spaces
  /// removed); with `styled`, style runs are marked `⟦b,fg=red⟧text⟦/⟧`.
  public static func render<V: View>(_ view: V, width: Int, height: Int, styled: Bool = false) -> String {
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { view }
    let buffer = host.render(size: Size(width: width, height: height))
    return (styled ? buffer.styledLines : buffer.lines).joined(separator: "\n")
  }

  /// The cells `view` draws at `width`×`height`: each cell's character and style.
  public static func cells<V: View>(_ view: V, width: Int, height: Int) -> CellBuffer {
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { view }
    return host.render(size: Size(width: width, height: height))
  }
}

/// A view running headlessly: draw it, press keys, draw it again — a whole app can be driven
/// this way in a test.
///
/// ```swift
/// let harness = HeadlessHarness(width: 40, height: 10) { SignInComponent(model: mock) }
/// harness.type("ada@example.com")
/// harness.press(.tab)
/// #expect(harness.screen.contains("Password"))
/// ```
@MainActor
public final class HeadlessHarness {
  /// The host running the view.
  public let host: ViewHost
  /// The screen size frames are drawn at; change it to test a resize.
  public var size: Size

  /// Runs the view `root` builds on a `width`×`height` screen and draws the first frame.
  ///
  /// The `task`s its views start count in `work`: hand it the tracker the app's models and
  /// stores count in (the one the container made), and `await harness.host.idle()` waits for
  /// all of it — a model's async save as well as a view's lookups — before the test reads the
  /// screen.
  ///
  /// ```swift
  /// let work = WorkTracker()
  /// let model = EditNoteModel(service: service, work: work)
  /// let harness = HeadlessHarness(width: 40, height: 10, work: work) { EditNoteScene(model: model) }
  /// harness.press(.control("s"))
  /// await harness.host.idle()  // the save has landed
  /// #expect(harness.screen.contains("Saved"))
  /// ```
  public init<Root: View>(
    width: Int, height: Int, work: WorkTracker = WorkTracker(),
    @ViewBuilder root: @escaping @MainActor () -> Root
  ) {
    host = ViewHost(minimumSize: Size(width: 1, height: 1), work: work, root: root)
    size = Size(width: width, height: height)
    _ = host.render(size: size)
  }

  /// The screen as text, freshly drawn.
  public var screen: String { host.render(size: size).lines.joined(separator: "\n") }

  /// The screen with style runs marked, freshly drawn.
  public var styledScreen: String { host.render(size: size).styledLines.joined(separator: "\n") }

  /// Presses `keys`, drawing a frame before each so focus and state are current.
  public func press(_ keys: Key...) {
    for key in keys {
      _ = host.render(size: size)
      host.send(key)
    }
  }

  /// Types `text` one character at a time.
  public func type(_ text: String) {
    for character in text { press(.character(character)) }
  }

  /// Sends mouse `events`, drawing a frame before each so what is under the pointer is current.
  public func send(_ events: MouseEvent...) {
    for event in events {
      _ = host.render(size: size)
      host.send(event)
    }
  }

  /// Clicks the first cell of the first place `text` shows on screen; returns false (and
  /// clicks nothing) when it is not on screen.
  @discardableResult
  public func click(_ text: String) -> Bool {
    let lines = host.render(size: size).lines
    for (row, line) in lines.enumerated() {
      guard let range = line.range(of: text) else { continue }
      let column = CharacterWidth.of(line[..<range.lowerBound])
      send(MouseEvent(.press, column: column, row: row))
      return true
    }
    return false
  }

  /// The keys the footer shows now.
  public var hints: [KeyHint] {
    _ = host.render(size: size)
    return host.hints
  }
}
