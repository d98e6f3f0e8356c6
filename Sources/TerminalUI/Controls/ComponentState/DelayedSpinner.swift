/// A spinner that shows only once loading has lasted `delay` animation ticks: until then it
/// draws nothing but keeps the animation clock running, so a quick load never flashes one.
struct DelayedSpinner: View, PrimitiveView {
  let label: String
  let delay: Int

  var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    let host = context.host
    let id = context.id
    if host[LoadingSinceKey.self, id] == nil { host[LoadingSinceKey.self, id] = host.tick }
    let node = DelayedSpinnerNode(
      spinner: ProgressNode(id: id + "/spinner", label: label, fraction: nil),
      isShown: host.tick &- (host[LoadingSinceKey.self, id] ?? host.tick) >= delay, id: id)
    // The next loading starts its delay afresh.
    node.lifecycle.append(.disappear { [weak host] in host?[LoadingSinceKey.self, id] = nil })
    return [node]
  }
}

/// The animation tick at which a view started showing that it is loading.
enum LoadingSinceKey: HostStateKey {
  static let defaultValue: Int? = nil
}

final class DelayedSpinnerNode: Node {
  let spinner: ProgressNode
  let isShown: Bool

  init(spinner: ProgressNode, isShown: Bool, id: String) {
    self.spinner = spinner
    self.isShown = isShown
    super.init(id: id)
  }

  override func measure(_ available: Size) -> Size { spinner.measure(available) }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    guard isShown else {
      context.host.isAnimating = true
      return
    }
    spinner.draw(in: rect, canvas: &canvas, context: context)
  }

  override var fullText: String { isShown ? spinner.label : "" }
}
