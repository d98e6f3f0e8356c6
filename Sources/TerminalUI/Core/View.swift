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
  func nodes(_ context: BuildContext) -> [Node] {
    if let primitive = self as? any PrimitiveView {
      return primitive.makeNodes(context)
    }
    if let drawing = self as? any DrawingView {
      return [drawing.drawingNode(context)]
    }
    ViewStateBinder.bind(self, context: context)
    return body.nodes(context)
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
