/// Something drawn over the whole screen next to the view that opened it — a picker's menu, a
/// date picker's calendar — which takes the keys and clicks while it shows.
///
/// A control opens one with ``ViewHost/present(_:)``; the host draws it after the rest of the
/// screen, below its owner (above when there is no room below), and sends it every key first.
/// It closes when it says so, on Esc, on a click outside it, and when its owner leaves the
/// screen or the focus.
@MainActor
protocol Popover: AnyObject {
  /// The identity of the view that opened it.
  var ownerID: String { get }
  /// The size it wants on a screen of `screen` cells (the host shrinks it to fit).
  func size(in screen: Size) -> Size
  /// Draws it into `rect`, over whatever is there.
  func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext)
  /// Handles a key; returns whether it was used (keys it leaves go nowhere else).
  func handle(_ key: Key, host: ViewHost) -> Bool
  /// Handles a click or a wheel turn inside `rect`, where it was drawn.
  func handle(_ event: MouseEvent, in rect: Rect, host: ViewHost) -> Bool
  /// The footer's keys while it shows, as `host`'s key bindings have them.
  func hints(in host: ViewHost) -> [KeyHint]
  /// What plain line mode prints below the screen while it shows: how to answer it with a line.
  var plainText: String { get }
  /// Takes a line typed in plain line mode; returns a problem to print, or nil when it was used.
  func take(line: String, host: ViewHost) -> String?
}

/// A popover on screen: what it is, where its owner was drawn, and the look its owner had.
@MainActor
final class PopoverPresentation {
  let content: any Popover
  /// Where the owner was drawn in the last frame.
  var anchor = Rect(x: 0, y: 0, width: 0, height: 0)
  /// The context the owner drew with (its theme).
  var context: NodeContext?
  /// Where the popover was drawn in the last frame.
  var rect: Rect?
  /// Whether the owner was drawn in this frame.
  var isAnchored = false

  init(_ content: any Popover) { self.content = content }

  /// Where the popover goes on a screen of `screen`: below the anchor when it fits, else above
  /// it, else as low as it fits; never off the screen.
  func placement(in screen: Size) -> Rect {
    let wanted = content.size(in: screen)
    let width = min(wanted.width, screen.width)
    let height = min(wanted.height, screen.height)
    var y = anchor.maxY
    if y + height > screen.height { y = anchor.y - height >= 0 ? anchor.y - height : screen.height - height }
    let x = min(max(anchor.x, 0), screen.width - width)
    return Rect(x: x, y: max(y, 0), width: width, height: height)
  }
}
