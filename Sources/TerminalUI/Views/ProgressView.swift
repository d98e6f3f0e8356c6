/// Shows that work is going on: a spinner, or a bar when the amount done is known.
public struct ProgressView: View, PrimitiveView {
  let label: String
  let fraction: Double?

  /// A spinner with `label`.
  public init(_ label: String = "") {
    self.label = Sanitizer.clean(label)
    fraction = nil
  }

  /// A bar showing `value` out of `total`.
  public init(_ label: String = "", value: Double, total: Double = 1) {
    self.label = Sanitizer.clean(label)
    fraction = total > 0 ? min(max(value / total, 0), 1) : 0
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [ProgressNode(id: context.id, label: label, fraction: fraction)]
  }
}

final class ProgressNode: Node {
  static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
  let label: String
  let fraction: Double?

  init(id: String, label: String, fraction: Double?) {
    self.label = label
    self.fraction = fraction
    super.init(id: id)
    expandsHorizontally = fraction != nil
  }

  override func measure(_ available: Size) -> Size {
    let width = fraction == nil ? CharacterWidth.of(label) + 2 : available.width
    return Size(width: min(width, available.width), height: min(1, available.height))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    guard let fraction else {
      context.host.isAnimating = true
      let frame = ProgressNode.frames[context.host.tick % ProgressNode.frames.count]
      canvas.text("\(frame) \(label)", x: rect.x, y: rect.y, style: context.style, maxWidth: rect.width)
      return
    }
    let percent = " \(Int((fraction * 100).rounded()))%"
    let prefix = label.isEmpty ? "" : label + " "
    let barWidth = max(0, rect.width - CharacterWidth.of(prefix) - CharacterWidth.of(percent))
    let filled = Int((Double(barWidth) * fraction).rounded())
    let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: barWidth - filled)
    canvas.text(prefix + bar + percent, x: rect.x, y: rect.y, style: context.style, maxWidth: rect.width)
  }
}
