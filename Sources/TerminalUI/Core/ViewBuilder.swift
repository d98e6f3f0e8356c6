/// Builds views from the statements of a closure: sequences, `if`/`else`, optionals and
/// `for … in` loops.
@resultBuilder
@MainActor
public enum ViewBuilder {
  /// An empty closure: no view.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// One view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// Several views in sequence.
  public static func buildBlock<each Content: View>(
    _ content: repeat each Content
  ) -> TupleView<repeat each Content> {
    TupleView(repeat each content)
  }

  /// An `if` without `else`.
  public static func buildOptional<Content: View>(_ content: Content?) -> OptionalView<Content> {
    OptionalView(content: content)
  }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<First: View, Second: View>(first: First) -> EitherView<First, Second> {
    EitherView(storage: .first(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<First: View, Second: View>(second: Second) -> EitherView<First, Second> {
    EitherView(storage: .second(second))
  }

  /// The views of a `for … in` loop.
  public static func buildArray<Content: View>(_ components: [Content]) -> ArrayView<Content> {
    ArrayView(elements: components)
  }

  /// A view inside `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views in sequence (made by ``ViewBuilder``).
public struct TupleView<each Content: View>: View, PrimitiveView {
  let content: (repeat each Content)

  init(_ content: repeat each Content) {
    self.content = (repeat each content)
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    // Room for a node per view up front: appended one by one, the array grew (and was copied)
    // at the second, third and fifth, in every stack of every frame.
    var count = 0
    for _ in repeat each content { count += 1 }
    var nodes: [Node] = []
    nodes.reserveCapacity(count)
    var index = 0
    for view in repeat each content {
      nodes += view.nodes(context.child(index))
      index += 1
    }
    return nodes
  }
}

/// A view that may be absent (made by ``ViewBuilder`` from an `if` without `else`).
public struct OptionalView<Content: View>: View, PrimitiveView {
  let content: Content?
  public var body: Never { fatalError() }
  func makeNodes(_ context: BuildContext) -> [Node] {
    content?.nodes(context.child(0)) ?? []
  }
}

/// One of two views (made by ``ViewBuilder`` from `if`/`else` and `switch`).
public struct EitherView<First: View, Second: View>: View, PrimitiveView {
  enum Storage {
    case first(First)
    case second(Second)
  }

  let storage: Storage
  public var body: Never { fatalError() }
  func makeNodes(_ context: BuildContext) -> [Node] {
    switch storage {
    case .first(let view): view.nodes(context.child(0))
    case .second(let view): view.nodes(context.child(1))
    }
  }
}

/// Views made by a `for … in` loop in a ``ViewBuilder``.
public struct ArrayView<Content: View>: View, PrimitiveView {
  let elements: [Content]
  public var body: Never { fatalError() }
  func makeNodes(_ context: BuildContext) -> [Node] {
    elements.enumerated().flatMap { $1.nodes(context.child($0)) }
  }
}

/// Views made from a collection, each identified by its element's id (so focus and
/// view state follow the element, not its position).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, PrimitiveView {
  let data: Data
  let id: KeyPath<Data.Element, ID>
  let content: (Data.Element) -> Content

  /// Views for each element of `data`, identified by `id`.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.id = id
    self.content = content
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    data.flatMap { element in
      content(element).nodes(context.child(named: IdentityText.of(element[keyPath: id])))
    }
  }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
  /// Views for each element of `data`, identified by the elements' ids.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
    self.init(data, id: \.id, content: content)
  }
}
