/// A piece of terminal user interface, described as a value.
///
/// Compose views from others in `body`, just as in SwiftUI; the primitives (``Text``,
/// ``VStack``, ``List``, ``TextField`` …) draw themselves.
///
/// ```swift
/// struct Greeting: View {
///   let name: String
///   var body: some View {
///     VStack {
///       Text("Hello, \(name)").bold()
///       Divider()
///     }
///   }
/// }
/// ```
@MainActor
public protocol View {
  /// The view this one is made of.
  associatedtype Body: View
  /// The view this one is made of.
  @ViewBuilder var body: Body { get }
}

extension Never: View {
  public var body: Never { fatalError("Never has no body") }
}

/// A view that draws itself (its `body` is never called).
@MainActor
protocol PrimitiveView {
  /// The nodes this view contributes to its parent.
  func makeNodes(_ context: BuildContext) -> [Node]
}

extension View {
  /// Resolves this view, primitive or composite, into layout nodes. A composite view's
  /// ``StateObject``s are bound to the host's store before its `body` is read.
  ///
  /// The type is asked, not the value: casting a view bigger than an existential's inline
  /// buffer (three words: a ``Text``, a ``List``) to `any PrimitiveView` allocates a box for
  /// it, once per view per frame.
  ///
  /// And asked once per type (``ViewKind``): the runtime's conformance lookup, for every view in
  /// every frame, cost more than the rest of building most views.
  func nodes(_ context: BuildContext) -> [Node] {
    switch ViewKind.of(Self.self) {
    case .primitive(let primitive): return primitive.makeNodes(of: self, context)
    case .drawing(let drawing): return [drawing.drawingNode(of: self, context)]
    case .composite:
      ViewStateBinder.bind(self, context: context)
      return body.nodes(context)
    }
  }
}

/// How a type of view makes its nodes: itself (a primitive), through a drawing, or from its
/// `body` (a composite) — found once per type.
@MainActor
enum ViewKind {
  case primitive(any PrimitiveView.Type)
  case drawing(any DrawingView.Type)
  case composite

  /// The kinds found so far, by type.
  private static var known = TypeTable<ViewKind>()

  /// The kind of `type`.
  static func of<V: View>(_ type: V.Type) -> ViewKind {
    if let kind = known[type] { return kind }
    let kind: ViewKind =
      if let primitive = type as? any PrimitiveView.Type {
        .primitive(primitive)
      } else if let drawing = type as? any DrawingView.Type {
        .drawing(drawing)
      } else {
        .composite
      }
    known.store(kind, for: type)
    return kind
  }
}

extension PrimitiveView {
  /// `view`'s nodes, `view` being of this type (``View/nodes(_:)`` found it is).
  static func makeNodes<V: View>(of view: V, _ context: BuildContext) -> [Node] {
    // Self and V are one type here, so the reinterpretation is the value itself.
    unsafeBitCast(view, to: Self.self).makeNodes(context)
  }
}

extension DrawingView {
  /// `view`'s node, `view` being of this type (``View/nodes(_:)`` found it is).
  static func drawingNode<V: View>(of view: V, _ context: BuildContext) -> Node {
    // Self and V are one type here, so the reinterpretation is the value itself.
    unsafeBitCast(view, to: Self.self).drawingNode(context)
  }
}

/// A view that shows nothing.
public struct EmptyView: View, PrimitiveView {
  /// An empty view.
  public init() {}
  public var body: Never { fatalError() }
  func makeNodes(_ context: BuildContext) -> [Node] { [] }
}

/// A type-erased view, for returning different view types from one place.
public struct AnyView: View, PrimitiveView {
  private let make: @MainActor (BuildContext) -> [Node]

  /// Wraps `view`.
  public init<V: View>(_ view: V) {
    make = { view.nodes($0) }
  }

  public var body: Never { fatalError() }
  func makeNodes(_ context: BuildContext) -> [Node] { make(context) }
}
