/// Children arranged top to bottom.
public struct VStack<Content: View>: View, PrimitiveView {
  let alignment: HorizontalAlignment
  let spacing: Int
  let content: Content

  /// Children top to bottom, aligned `alignment`, `spacing` rows apart.
  public init(
    alignment: HorizontalAlignment = .leading, spacing: Int = 0, @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    let children = content.nodes(context.child(0))
    return [
      StackNode(id: context.id, axis: .vertical, spacing: spacing, alignment: alignment, children: children)
    ]
  }
}

/// Children arranged left to right.
public struct HStack<Content: View>: View, PrimitiveView {
  let alignment: VerticalAlignment
  let spacing: Int
  let content: Content

  /// Children left to right, aligned `alignment`, `spacing` columns apart.
  public init(alignment: VerticalAlignment = .top, spacing: Int = 1, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    let children = content.nodes(context.child(0))
    let horizontal: HorizontalAlignment =
      switch alignment {
      case .top: .leading
      case .center: .center
      case .bottom: .trailing
      }
    return [
      StackNode(
        id: context.id, axis: .horizontal, spacing: spacing, alignment: horizontal, children: children)
    ]
  }
}

/// Children drawn on top of each other, later ones over earlier ones.
public struct ZStack<Content: View>: View, PrimitiveView {
  let alignment: Alignment
  let content: Content

  /// Children layered, each placed by `alignment`.
  public init(alignment: Alignment = .topLeading, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [LayerNode(id: context.id, alignment: alignment, children: content.nodes(context.child(0)))]
  }
}

/// Empty space that grows along its stack's axis.
public struct Spacer: View, PrimitiveView {
  let minLength: Int

  /// A spacer at least `minLength` cells long.
  public init(minLength: Int = 0) {
    self.minLength = minLength
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [SpacerNode(id: context.id, minLength: minLength)]
  }
}

/// A line across its stack: horizontal in a ``VStack``, vertical in an ``HStack``.
public struct Divider: View, PrimitiveView {
  /// A divider.
  public init() {}
  public var body: Never { fatalError() }
  func makeNodes(_ context: BuildContext) -> [Node] { [DividerNode(id: context.id)] }
}

/// A stack's direction.
enum Axis { case horizontal, vertical }

final class SpacerNode: Node {
  let minLength: Int
  var axis: Axis? {
    didSet {
      expandsHorizontally = axis == .horizontal
      expandsVertically = axis == .vertical
    }
  }

  init(id: String, minLength: Int) {
    self.minLength = minLength
    super.init(id: id)
  }

  override func measure(_ available: Size) -> Size {
    switch axis {
    case .horizontal: Size(width: min(minLength, available.width), height: 0)
    case .vertical: Size(width: 0, height: min(minLength, available.height))
    case nil: .zero
    }
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {}
}

final class DividerNode: Node {
  var axis = Axis.vertical {
    didSet {
      expandsHorizontally = axis == .vertical
      expandsVertically = axis == .horizontal
    }
  }

  override init(id: String, children: [Node] = []) {
    super.init(id: id)
    expandsHorizontally = true
  }

  override func measure(_ available: Size) -> Size {
    axis == .vertical
      ? Size(width: available.width, height: min(1, available.height))
      : Size(width: min(1, available.width), height: available.height)
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    let style = context.style(.muted)
    if axis == .vertical {
      canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), character: "─", style: style)
    } else {
      canvas.fill(Rect(x: rect.x, y: rect.y, width: 1, height: rect.height), character: "│", style: style)
    }
  }
}
