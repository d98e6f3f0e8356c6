import Switchyard

/// A one-line chart of a series, drawn with the eight block heights `▁`…`█`: built only on
/// the public drawing API (``DrawingView`` and ``Canvas``), as a client package would.
///
/// The newest values are on the right; when there are more values than columns, the oldest
/// are left out. The lowest value draws `▁`, the highest `█` (all equal values draw `▄`).
struct Sparkline: DrawingView {
  static let levels: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]
  var values: [Double]

  func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: min(values.count, proposal.width), height: values.isEmpty ? 0 : 1)
  }

  func draw(in area: Rect, on canvas: inout Canvas, style: Style) {
    let shown = values.suffix(area.width)
    guard let low = shown.min(), let high = shown.max() else { return }
    for (column, value) in shown.enumerated() {
      canvas.set(Self.level(of: value, low: low, high: high), x: area.x + column, y: area.y, style: style)
    }
  }

  /// The block for `value` on the scale from `low` to `high`.
  static func level(of value: Double, low: Double, high: Double) -> Character {
    guard high > low, value.isFinite else { return levels[3] }
    let fraction = (value - low) / (high - low)
    return levels[min(levels.count - 1, max(0, Int(fraction * Double(levels.count - 1) + 0.5)))]
  }
}
