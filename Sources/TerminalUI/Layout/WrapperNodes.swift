/// Space around one child.
final class InsetNode: Node {
  let insets: EdgeInsets
  var child: Node { children[0] }

  init(id: String, child: Node, insets: EdgeInsets) {
    self.insets = insets
    super.init(id: id, children: [child])
    expandsHorizontally = child.expandsHorizontally
    expandsVertically = child.expandsVertically
  }

  override func measure(_ available: Size) -> Size {
    let horizontal = insets.leading + insets.trailing
    let vertical = insets.top + insets.bottom
    let inner = child.measure(
      Size(width: max(0, available.width - horizontal), height: max(0, available.height - vertical)))
    return Size(
      width: min(available.width, inner.width + horizontal),
      height: min(available.height, inner.height + vertical))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    child.draw(in: rect.inset(by: insets), canvas: &canvas, context: context)
  }
}

/// The limits of a `.frame` modifier.
struct FrameLimits {
  var width, height, minWidth, maxWidth, minHeight, maxHeight: Int?

  func clamp(width proposed: Int, available: Int) -> Int {
    if let width { return min(width, available) }
    var value = proposed
    if let minWidth { value = max(value, minWidth) }
    if let maxWidth { value = maxWidth == .max ? available : min(value, maxWidth) }
    return min(value, available)
  }

  func clamp(height proposed: Int, available: Int) -> Int {
    if let height { return min(height, available) }
    var value = proposed
    if let minHeight { value = max(value, minHeight) }
    if let maxHeight { value = maxHeight == .max ? available : min(value, maxHeight) }
    return min(value, available)
  }
}

/// A child in a frame of fixed or bounded size.
final class FrameNode: Node {
  let limits: FrameLimits
  let alignment: Alignment
  var child: Node { children[0] }

  init(id: String, child: Node, limits: FrameLimits, alignment: Alignment) {
    self.limits = limits
    self.alignment = alignment
    super.init(id: id, children: [child])
    // A finite maximum (or a fixed size) caps the child: the frame does not grow past it.
    expandsHorizontally =
      limits.maxWidth == .max || (limits.width == nil && limits.maxWidth == nil && child.expandsHorizontally)
    expandsVertically =
      limits.maxHeight == .max || (limits.height == nil && limits.maxHeight == nil && child.expandsVertically)
  }

  override func measure(_ available: Size) -> Size {
    let bounded = Size(
      width: limits.width.map { min($0, available.width) } ?? min(limits.maxWidth ?? .max, available.width),
      height: limits.height.map { min($0, available.height) }
        ?? min(limits.maxHeight ?? .max, available.height))
    let inner = child.measure(bounded)
    return Size(
      width: limits.clamp(width: inner.width, available: available.width),
      height: limits.clamp(height: inner.height, available: available.height))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    var size = child.measure(rect.size)
    if child.expandsHorizontally { size.width = rect.width }
    if child.expandsVertically { size.height = rect.height }
    size = Size(width: min(size.width, rect.width), height: min(size.height, rect.height))
    let origin = alignment.origin(of: size, in: rect)
    canvas.clipped(to: rect) {
      child.draw(
        in: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height), canvas: &$0,
        context: context)
    }
  }
}

/// A box-drawing border around one child.
final class BorderNode: Node {
  let title: String?
  let style: Style
  var child: Node { children[0] }

  init(id: String, child: Node, title: String?, style: Style) {
    self.title = title
    self.style = style
    super.init(id: id, children: [child])
    expandsHorizontally = child.expandsHorizontally
    expandsVertically = child.expandsVertically
  }

  override func measure(_ available: Size) -> Size {
    let inner = child.measure(Size(width: max(0, available.width - 2), height: max(0, available.height - 2)))
    let titleWidth = title.map { CharacterWidth.of($0) + 4 } ?? 0
    return Size(
      width: min(available.width, max(inner.width + 2, titleWidth)),
      height: min(available.height, inner.height + 2))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    let line = context.style(.border).merged(with: style)
    let right = rect.maxX - 1
    let bottom = rect.maxY - 1
    canvas.fill(Rect(x: rect.x + 1, y: rect.y, width: rect.width - 2, height: 1), character: "─", style: line)
    canvas.fill(Rect(x: rect.x + 1, y: bottom, width: rect.width - 2, height: 1), character: "─", style: line)
    canvas.fill(
      Rect(x: rect.x, y: rect.y + 1, width: 1, height: rect.height - 2), character: "│", style: line)
    canvas.fill(Rect(x: right, y: rect.y + 1, width: 1, height: rect.height - 2), character: "│", style: line)
    canvas.text("┌", x: rect.x, y: rect.y, style: line)
    canvas.text("┐", x: right, y: rect.y, style: line)
    canvas.text("└", x: rect.x, y: bottom, style: line)
    canvas.text("┘", x: right, y: bottom, style: line)
    if let title, rect.width > 4 {
      let shown = CharacterWidth.truncate(title, to: rect.width - 4)
      canvas.text(" \(shown) ", x: rect.x + 1, y: rect.y, style: context.style(.title).merged(with: style))
    }
    child.draw(
      in: Rect(x: rect.x + 1, y: rect.y + 1, width: rect.width - 2, height: rect.height - 2), canvas: &canvas,
      context: context)
  }
}

/// Applies a style to everything a child draws; with `fill`, paints the background first.
final class StyleNode: Node {
  let style: Style
  let fill: Bool
  var child: Node { children[0] }

  init(id: String, child: Node, style: Style, fill: Bool) {
    self.style = style
    self.fill = fill
    super.init(id: id, children: [child])
    expandsHorizontally = child.expandsHorizontally
    expandsVertically = child.expandsVertically
  }

  override func measure(_ available: Size) -> Size { child.measure(available) }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    let inner = context.with(style: style)
    if fill { canvas.fill(rect, style: inner.style) }
    child.draw(in: rect, canvas: &canvas, context: inner)
  }
}
