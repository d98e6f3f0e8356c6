/// A view that draws its own cells — a chart, a sparkline, a calendar — instead of composing
/// other views.
///
/// Say how much room the view wants, then draw into the area it is given; drawing outside
/// that area is clipped away. `style` is what the view inherits from modifiers around it
/// (``View/foregroundColor(_:)``, ``View/style(_:)``); merge your own styles onto it.
/// Modifiers such as ``View/onKey(_:hint:perform:)`` and ``View/focusable(_:)`` work on a
/// drawing view like on any other.
///
/// ```swift
/// struct Meter: DrawingView {
///   var fraction: Double
///
///   func sizeThatFits(_ proposal: Size) -> Size {
///     Size(width: proposal.width, height: 1)
///   }
///
///   func draw(in area: Rect, on canvas: inout Canvas, style: Style) {
///     let filled = Int((Double(area.width) * fraction).rounded())
///     for x in area.x..<area.maxX {
///       canvas.set(x - area.x < filled ? "█" : "░", x: x, y: area.y, style: style)
///     }
///   }
/// }
/// ```
///
/// Test a drawing view like any other: ``HeadlessRenderer`` draws it to text, or to cells
/// with their styles (``HeadlessRenderer/cells(_:width:height:)``).
@MainActor
public protocol DrawingView: View where Body == Never {
  /// The size the view wants when its parent offers `proposal` (never more is given).
  func sizeThatFits(_ proposal: Size) -> Size

  /// Draws the view into `area` of `canvas`, in the inherited `style`.
  func draw(in area: Rect, on canvas: inout Canvas, style: Style)
}

extension DrawingView {
  /// A drawing view has no body: it draws itself.
  public var body: Never { fatalError("a DrawingView draws itself; its body is never read") }

  /// The node that measures and draws this view.
  func drawingNode(_ context: BuildContext) -> Node {
    DrawingNode(id: context.id, view: self)
  }
}

/// The node behind a ``DrawingView``.
final class DrawingNode<Content: DrawingView>: Node {
  let view: Content

  init(id: String, view: Content) {
    self.view = view
    super.init(id: id)
  }

  override func measure(_ available: Size) -> Size {
    let wanted = view.sizeThatFits(available)
    return Size(
      width: max(0, min(wanted.width, available.width)), height: max(0, min(wanted.height, available.height)))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    canvas.clipped(to: rect) { view.draw(in: rect, on: &$0, style: context.style) }
  }
}
