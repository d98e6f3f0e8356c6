/// Edges of a view, for padding.
public struct Edges: OptionSet, Sendable {
  /// The edges as bits.
  public let rawValue: Int
  /// Edges from their bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The top edge.
  public static let top = Edges(rawValue: 1)
  /// The left edge.
  public static let leading = Edges(rawValue: 2)
  /// The bottom edge.
  public static let bottom = Edges(rawValue: 4)
  /// The right edge.
  public static let trailing = Edges(rawValue: 8)
  /// Left and right.
  public static let horizontal: Edges = [.leading, .trailing]
  /// Top and bottom.
  public static let vertical: Edges = [.top, .bottom]
  /// Every edge.
  public static let all: Edges = [.horizontal, .vertical]
}

extension View {
  /// Space around the view.
  public func padding(_ insets: EdgeInsets) -> some View {
    modified { node, context in InsetNode(id: context.id, child: node, insets: insets) }
  }

  /// `length` cells of space on `edges`.
  public func padding(_ edges: Edges = .all, _ length: Int = 1) -> some View {
    padding(
      EdgeInsets(
        top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
        bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0))
  }

  /// `length` cells of space on every side.
  public func padding(_ length: Int) -> some View { padding(.all, length) }

  /// A fixed width and/or height; `Int.max` for a dimension fills the space offered.
  public func frame(
    width: Int? = nil, height: Int? = nil, minWidth: Int? = nil, maxWidth: Int? = nil,
    minHeight: Int? = nil, maxHeight: Int? = nil, alignment: Alignment = .topLeading
  ) -> some View {
    modified { node, context in
      FrameNode(
        id: context.id, child: node,
        limits: FrameLimits(
          width: width, height: height, minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight,
          maxHeight: maxHeight),
        alignment: alignment)
    }
  }

  /// A box-drawing border around the view, with an optional title in its top edge.
  public func border(title: String? = nil, color: Color? = nil, bold: Bool = false) -> some View {
    modified { node, context in
      BorderNode(
        id: context.id, child: node, title: title.map { Sanitizer.clean($0) },
        style: Style(foreground: color, bold: bold))
    }
  }

  /// Draws the view's text in `color` (text with its own colour keeps it).
  public func foregroundColor(_ color: Color) -> some View {
    modified { node, context in
      StyleNode(id: context.id, child: node, style: Style(foreground: color), fill: false)
    }
  }

  /// Fills the view's space with `color` behind its text.
  public func backgroundColor(_ color: Color) -> some View {
    modified { node, context in
      StyleNode(id: context.id, child: node, style: Style(background: color), fill: true)
    }
  }

  /// Clears the view's space before drawing it, so nothing beneath shows through (for
  /// dialogs and sheets drawn over other views).
  public func opaque() -> some View {
    modified { node, context in StyleNode(id: context.id, child: node, style: Style(), fill: true) }
  }

  /// Applies `style` (bold, dim, reverse, colours …) to everything the view draws.
  public func style(_ style: Style) -> some View {
    modified { node, context in StyleNode(id: context.id, child: node, style: style, fill: false) }
  }

  /// Gives the view an explicit identity, so its focus and state (a text field's cursor, a
  /// list's scroll offset) follow it wherever it moves in the tree. The identity is global,
  /// not scoped to the parent: keep it unique among the views on screen.
  public func id<ID: Hashable>(_ id: ID) -> some View {
    // A string as it is: describing it goes through the runtime's protocol checks.
    IdentifiedView(content: self, name: id as? String ?? "\(id)")
  }
}

/// A view with an explicit identity: what ``View/id(_:)`` returns, named for the package's
/// flows (`keepingState(while:identity:)`).
package struct IdentifiedView<Content: View>: View, PrimitiveView {
  let content: Content
  let name: String
  package var body: Never { fatalError() }

  package init(content: Content, name: String) {
    self.content = content
    self.name = name
  }
  func makeNodes(_ context: BuildContext) -> [Node] {
    content.nodes(context.renamed("#" + name))
  }
}
