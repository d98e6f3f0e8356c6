import Foundation
import Observation
import WorkTracking

/// Runs a view tree: builds a frame, keeps view state between frames (focus, cursors,
/// scroll offsets), routes keys, and says when the screen must be redrawn.
///
/// Backends own a host: the full-screen terminal, the plain line mode and the headless
/// renderer all draw the same views through it.
@MainActor
public final class ViewHost {
  private let root: @MainActor () -> AnyView
  /// The smallest screen the root view can be drawn on; smaller shows a message instead.
  public var minimumSize: Size
  /// Called (once per change, until the next render) when something a frame read changed.
  public var onInvalidate: (@MainActor () -> Void)?
  /// Keys the backend answers whatever the screen (Ctrl-C, Ctrl-Z …), for the help overlay.
  public var backendHints: [KeyHint] = []
  /// Called with keys that neither a view nor a global binding (``onGlobalKey(_:hint:perform:)``)
  /// handled.
  public var onUnhandledKey: (@MainActor (Key) -> Void)?

  /// The keys the user chose for commands (from a configuration file): every
  /// ``View/keymap(_:in:)``, the built-in keys of a ``List``, the footer and the help follow
  /// them. Setting them redraws the screen.
  public var keyBindings = KeyBindings() {
    didSet { if keyBindings != oldValue { invalidate() } }
  }

  /// The theme views draw with (``Theme/standard`` unless set); ``View/theme(_:)`` changes it
  /// for one subtree. Setting it redraws the screen.
  public var theme = Theme.standard {
    didSet { if theme != oldValue { invalidate() } }
  }

  /// The focused view's identity.
  public internal(set) var focusedID: String?
  /// Whether the help overlay is shown.
  public internal(set) var showsHelp = false {
    didSet { if !showsHelp { helpOffset = 0 } }
  }
  /// How far the help overlay is scrolled, and how far it scrolls (in the last frame).
  var helpOffset = 0
  var helpMaxOffset = 0
  /// Advances on each animation tick (spinners).
  public internal(set) var tick = 0
  /// Whether the last frame showed something animated.
  public internal(set) var isAnimating = false
  /// Whether the last frame was too small for ``minimumSize`` (it showed a message instead of
  /// the views, and only global bindings take keys).
  public internal(set) var isTooSmall = false

  var tree: Node?
  var focusables: [Node] = []
  /// The views focused lately, most recent last: focus goes back to one of them when the
  /// focused view goes away.
  var focusHistory: [String] = []
  /// The text field Esc left when there was no other view to focus: nothing has focus, and
  /// keys go to that field's ancestors (the screen's and the tabs' keys) until Tab, a click
  /// or a focus request focuses a view again.
  var parkedFieldID: String?
  var globalBindings: [KeyBinding] = []
  /// View state kept between frames (``HostStateKey``).
  var values = HostStateValues()
  /// What the nodes of the frame being drawn asked to be told once it is drawn
  /// (``afterFrame(_:)``).
  var afterFrameActions: [@MainActor () -> Void] = []
  /// A view to focus once it is on screen (``requestFocus(id:)``).
  var requestedFocusID: String?
  /// Told about every key before it is handled (``observeKeys(_:)``).
  var keyObservers: [@MainActor (Key) -> Void] = []
  /// Keys ``press(_:)`` was asked for while a key or click was handled, pressed after it.
  var pressedKeys: [Key] = []
  var isHandlingInput = false
  /// Told about every mouse event before it is handled (``observeMouse(_:)``).
  var mouseObservers: [@MainActor (MouseEvent) -> Void] = []
  /// The size of the last frame drawn.
  public private(set) var lastRenderedSize: Size?
  /// What was last cut or copied in an editor (``TextEditor``), for its paste key.
  public var clipboard = ""
  /// Puts cut or copied text on the system clipboard too: the full-screen runtime sets it to
  /// OSC 52 (terminals that support it put the text on the clipboard); nil elsewhere.
  public var copyToClipboard: (@MainActor (String) -> Void)?
  /// Whether secure fields show a filled one as the same eight bullets whatever it holds, so a
  /// screen says nothing of a secret's length: set in plain line mode and while a session is
  /// recorded or replayed.
  public var hidesSecretLengths = false
  /// Whether the terminal shows ASCII only (a non-UTF-8 locale): a mark with an ASCII form of
  /// its own draws that (an outline's `+`/`-`) rather than the encoder's look-alike. The
  /// full-screen runtime sets it from the terminal's capabilities.
  var drawsASCII = false
  /// Counts the work the host's views start (``View/task(_:)``); an app hands it the tracker
  /// its models and stores count in, so that ``idle()`` waits for all of it.
  public let work: WorkTracker
  /// The time now, as a pause in typing is measured (a picker's type-ahead starts again after
  /// one) and as notices measure how long they have shown: the terminal's clock under
  /// ``TerminalApp`` (an ``InMemoryTerminal``'s in a test, which moves only on
  /// ``InMemoryTerminal/passTime()``), the system's elsewhere.
  public var clock: @MainActor () -> ContinuousClock.Instant = { .now }
  /// Today, for a ``DatePicker``'s `t` and the days typed as `today` or `+3`: the system's day
  /// in its time zone unless set (an app with a clock of its own, a test).
  public var today: @MainActor () -> CalendarDay = { CalendarDay.today() }
  /// How every ``DatePicker`` of this host reads typed text: ``DayReader/standard`` unless set
  /// (an app with a grammar of its own: `fri`, `dec 24`).
  public var dayReader = DayReader.standard
  /// The popover showing over the screen (a picker's menu, a calendar), if any.
  var popover: PopoverPresentation?
  /// The earliest time the last frame asked to be drawn again (``wake(at:)``), if any.
  var wakeUpTime: ContinuousClock.Instant?
  /// Whether screens are printed as lines (plain line mode): notices are then printed once
  /// each rather than drawn, and a tab bar says which tab is selected in words.
  var printsLines = false
  /// The objects views own (``StateObject``), kept between frames.
  let stateStore = ViewStateStore()
  var lifecycle = LifecycleTracker()
  private var isInvalid = true

  /// Creates a host for the view `root` builds; the `task`s its views start count in `work`.
  public init<Root: View>(
    minimumSize: Size = Size(width: 20, height: 5), work: WorkTracker = WorkTracker(),
    @ViewBuilder root: @escaping @MainActor () -> Root
  ) {
    self.root = { AnyView(root()) }
    self.minimumSize = minimumSize
    self.work = work
    MainQueue.prepare()
  }

  /// Cancels the `task`s its views started: they end with the host.
  isolated deinit {
    lifecycle.cancelAll()
  }

  /// Whether something changed since the last frame.
  public var needsRender: Bool { isInvalid }

  /// Builds and draws a frame of `size`.
  public func render(size: Size) -> CellBuffer {
    lastRenderedSize = size
    isInvalid = false
    wakeUpTime = nil
    isAnimating = false
    var canvas = Canvas(size: size)
    isTooSmall = size.width < minimumSize.width || size.height < minimumSize.height
    if isTooSmall {
      drawTooSmall(size: size, canvas: &canvas)
      return canvas.buffer
    }
    stateStore.beginFrame()
    defer { stateStore.endFrame() }
    withObservationTracking {
      let context = BuildContext(id: "root", host: self)
      let node = single(root().nodes(context), id: "root")
      tree = node
      refreshFocus()
      beginPopoverFrame()
      node.draw(
        in: Rect(x: 0, y: 0, width: size.width, height: size.height), canvas: &canvas, context: nodeContext)
      drawPopover(size: size, canvas: &canvas)
      if showsHelp { drawHelp(size: size, canvas: &canvas) }
    } onChange: { [weak self] in
      MainQueue.run { self?.invalidate() }
    }
    lifecycle.update(with: tree, work: work)
    runAfterFrameActions()
    return canvas.buffer
  }

  /// Marks the screen as needing a redraw and tells the backend (once until the next render).
  public func invalidate() {
    guard !isInvalid else { return }
    isInvalid = true
    onInvalidate?()
  }

  /// Returns once nothing is in flight in ``work`` and no frame is pending. A pending frame is
  /// drawn first, at the last frame's size, as a backend would: views that appear may start
  /// work (``View/task(_:)``), which is waited for in turn. This is how a test or a replay waits
  /// for what a key started:
  ///
  /// ```swift
  /// host.send(.enter)
  /// await host.idle()
  /// #expect(host.render(size: size).lines.contains("Saved"))
  /// ```
  ///
  /// Under a running ``TerminalApp``, which draws frames itself, await ``TerminalApp/idle()``
  /// instead: it also draws the frame that the work asks for.
  public func idle() async {
    // Work changes what a frame shows and a frame can start work; a view that changes what it
    // reads on every frame would never be done, so this draws at most a hundred frames.
    for _ in 0..<100 {
      await work.idle()
      guard isInvalid, let size = lastRenderedSize else { return }
      _ = render(size: size)
    }
  }

  /// Advances animations by one step.
  public func advanceAnimation() {
    tick &+= 1
    invalidate()
  }

  var nodeContext: NodeContext { NodeContext(host: self, style: theme[.text], theme: theme) }

  private func drawTooSmall(size: Size, canvas: inout Canvas) {
    let message = "terminal too small (need \(minimumSize.width)×\(minimumSize.height))"
    let width = CharacterWidth.of(message)
    let x = max(0, (size.width - width) / 2)
    canvas.text(message, x: x, y: size.height / 2, style: Style(bold: true), maxWidth: size.width)
  }
}
