/// Lays children out one after another along an axis. Children that do not expand get their
/// size first; children that expand share what is left equally.
final class StackNode: Node {
  let axis: Axis
  let spacing: Int
  let alignment: HorizontalAlignment

  init(id: String, axis: Axis, spacing: Int, alignment: HorizontalAlignment, children: [Node]) {
    self.axis = axis
    self.spacing = spacing
    self.alignment = alignment
    super.init(id: id, children: children)
    for child in children {
      (child as? SpacerNode)?.axis = axis
      (child as? DividerNode)?.axis = axis
    }
    expandsHorizontally = children.contains { $0.expandsHorizontally }
    expandsVertically = children.contains { $0.expandsVertically }
  }

  private func main(_ size: Size) -> Int { axis == .vertical ? size.height : size.width }
  private func cross(_ size: Size) -> Int { axis == .vertical ? size.width : size.height }
  private func size(main: Int, cross: Int) -> Size {
    axis == .vertical ? Size(width: cross, height: main) : Size(width: main, height: cross)
  }
  private func expandsAlongMain(_ node: Node) -> Bool {
    axis == .vertical ? node.expandsVertically : node.expandsHorizontally
  }
  private func expandsAcross(_ node: Node) -> Bool {
    axis == .vertical ? node.expandsHorizontally : node.expandsVertically
  }

  /// The last allocation worked out, with the size it was for. A stack is measured by its
  /// parent, then allocates again to draw, each time measuring its children (and they theirs):
  /// without this, nested stacks measure their leaves once per level. A stack's children are
  /// fixed when it is built and measure the same for the same size, so the allocation stays
  /// right while the stack lives: a row kept from an earlier frame (a list's or table's
  /// reused row, which holds no view state) lays out again only in another size.
  private var lastAllocation: (available: Size, slots: [(length: Int, size: Size)])?

  /// The main-axis length and measured size of each child when the stack has `available`.
  private func allocate(_ available: Size) -> [(length: Int, size: Size)] {
    if let last = lastAllocation, last.available == available { return last.slots }
    let slots = allocateAnew(available)
    lastAllocation = (available, slots)
    return slots
  }

  private func allocateAnew(_ available: Size) -> [(length: Int, size: Size)] {
    var result = [(length: Int, size: Size)](repeating: (0, .zero), count: children.count)
    var remaining = main(available) - spacing * max(0, children.count - 1)
    var flexible: [Int] = []
    for (index, child) in children.enumerated() {
      if expandsAlongMain(child) {
        flexible.append(index)
        continue
      }
      let measured = child.measure(size(main: max(0, remaining), cross: cross(available)))
      result[index] = (main(measured), measured)
      remaining -= main(measured)
    }
    for (position, index) in flexible.enumerated() {
      let share = max(0, remaining) / (flexible.count - position)
      let measured = children[index].measure(size(main: share, cross: cross(available)))
      let length = max(share, main(measured))
      result[index] = (length, measured)
      remaining -= length
    }
    return result
  }

  override func measure(_ available: Size) -> Size {
    let allocation = allocate(available)
    let total = allocation.reduce(0) { $0 + $1.length } + spacing * max(0, children.count - 1)
    let widest = allocation.map { cross($0.size) }.max() ?? 0
    let mainLength =
      children.contains(where: expandsAlongMain) ? main(available) : min(total, main(available))
    let crossLength =
      children.contains(where: expandsAcross) ? cross(available) : min(widest, cross(available))
    return size(main: mainLength, cross: crossLength)
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    let allocation = allocate(rect.size)
    var offset = 0
    for (child, slot) in zip(children, allocation) {
      let crossLength = expandsAcross(child) ? cross(rect.size) : min(cross(slot.size), cross(rect.size))
      let free = cross(rect.size) - crossLength
      let shift =
        switch alignment {
        case .leading: 0
        case .center: free / 2
        case .trailing: free
        }
      let frame =
        axis == .vertical
        ? Rect(x: rect.x + shift, y: rect.y + offset, width: crossLength, height: slot.length)
        : Rect(x: rect.x + offset, y: rect.y + shift, width: slot.length, height: crossLength)
      canvas.clipped(to: rect) { child.draw(in: frame.intersection(rect), canvas: &$0, context: context) }
      offset += slot.length + spacing
    }
  }
}

/// Draws children on top of each other, each aligned in the same rectangle.
final class LayerNode: Node {
  let alignment: Alignment

  init(id: String, alignment: Alignment, children: [Node]) {
    self.alignment = alignment
    super.init(id: id, children: children)
    expandsHorizontally = children.contains { $0.expandsHorizontally }
    expandsVertically = children.contains { $0.expandsVertically }
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    for child in children {
      var size = child.measure(rect.size)
      if child.expandsHorizontally { size.width = rect.width }
      if child.expandsVertically { size.height = rect.height }
      let origin = alignment.origin(of: size, in: rect)
      child.draw(
        in: Rect(x: origin.x, y: origin.y, width: size.width, height: size.height), canvas: &canvas,
        context: context)
    }
  }
}
