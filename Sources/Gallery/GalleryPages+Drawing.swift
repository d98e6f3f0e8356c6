import Foundation
import Switchyard

extension GalleryPages {
  /// A sparkline (a ``DrawingView`` made outside TerminalUI), moved with ←/→.
  var drawing: some View {
    let series = (0..<120).map { step in
      sin(Double(step + sparklineShift) / 6) * 10 + Double((step * 7 + sparklineShift) % 5)
    }
    return VStack(spacing: 1) {
      Text("Sparkline, drawn cell by cell (←/→ move the series):")
      Sparkline(values: series).foregroundColor(.green)
      Sparkline(values: [1, 2, 3, 4, 5, 6, 7, 8, 7, 6, 5, 4, 3, 2, 1])
    }
    .focusable()
    .onKey(.left, hint: "earlier") { self.sparklineShift -= 1 }
    .onKey(.right, hint: "later") { self.sparklineShift += 1 }
  }
}
