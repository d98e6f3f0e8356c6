/// A list row drawn from the nodes its cache kept for its value in the last frame, while they
/// still show it, else built from `content` (``List/init(_:selection:emptyText:filter:onSubmit:reusingUnchangedRows:row:)``).
struct ReusedRow<Value: Identifiable, Content: View>: View, PrimitiveView {
  let value: Value
  let cache: RowCache<Value>
  let content: @MainActor () -> Content

  var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [cache.row(showing: value, in: context) { context in single(content().nodes(context), id: context.id) }]
  }
}
