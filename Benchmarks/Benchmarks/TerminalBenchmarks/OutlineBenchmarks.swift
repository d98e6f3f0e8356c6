import Benchmark
import Observation
import Switchyard

/// An outline over a tree of 1,000,000 nodes — 1,000 roots of 999 leaves each, every root
/// expanded, so a million rows show — on a 200×50 screen, the selection in the middle:
/// - a full frame (built, laid out, drawn and encoded from scratch, a fresh encoder), and
/// - a move of one row (↓ and ↑ in turn, so the screen stays put: the key, then the frame
///   and its diff),
/// each beside its floor: the same with a ``List`` of 1,000,000 rows drawn the same way (the
/// outline is a list underneath, so the difference is what the tree costs: finding rows in
/// its index and reading the expanded roots' children each frame).
func registerOutlineBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3))
  Benchmark("Outline: frame, 1,000,000 nodes, 1,000 parents expanded", configuration: configuration) {
    benchmark async in
    await onMainActor(benchmark) { measureOutlineFrame($0, outline: true) }
  }
  Benchmark("Outline floor: frame of a 1,000,000-row List", configuration: configuration) { benchmark async in
    await onMainActor(benchmark) { measureOutlineFrame($0, outline: false) }
  }
  Benchmark("Outline: ↓/↑ one row (frame + diff), 1,000,000 nodes", configuration: configuration) {
    benchmark async in
    await onMainActor(benchmark) { measureOutlineDown($0, outline: true) }
  }
  Benchmark("Outline floor: ↓/↑ one row (frame + diff) in a 1,000,000-row List", configuration: configuration)
  {
    benchmark async in
    await onMainActor(benchmark) { measureOutlineDown($0, outline: false) }
  }
}

/// A node of the benchmark tree: a root holds its 999 leaves.
struct OutlineItem: Identifiable {
  let id: Int
  var children: [OutlineItem]?
}

@Observable @MainActor
final class OutlineScreen {
  var selectedID: Int? = 500_001
  var selection = 500_500
}

let outlineTree = (0..<1000).map { root in
  OutlineItem(id: root * 1000, children: (1..<1000).map { OutlineItem(id: root * 1000 + $0) })
}

/// A host showing the tree (every root expanded, through the keys a user would press) or,
/// for the floor, a list of as many rows.
@MainActor
func outlineHost(_ screen: OutlineScreen, outline: Bool) -> ViewHost {
  let host = ViewHost {
    VStack {
      Text("Tree").bold()
      if outline {
        OutlineGroup(outlineTree, children: \.children, selection: Binding(screen, \.selectedID)) { item in
          Text("Node \(item.id)")
        }
      } else {
        List(count: 1_000_000, selection: Binding(screen, \.selection)) { index in
          Text("Node \(index)")
        }
      }
      KeyHintBar()
    }
  }
  _ = host.render(size: screenSize)
  if outline {
    // From the last root up: expand it, then up to the root above (still collapsed).
    screen.selectedID = 999_000
    _ = host.render(size: screenSize)
    for _ in 0..<1000 {
      host.send(.right)
      host.send(.up)
    }
    screen.selectedID = 500_001
  }
  return host
}

@MainActor
func measureOutlineFrame(_ benchmark: Benchmark, outline: Bool) {
  let host = outlineHost(OutlineScreen(), outline: outline)
  _ = host.render(size: screenSize)
  for _ in benchmark.scaledIterations {
    var encoder = FrameEncoder()
    host.invalidate()
    blackHole(encoder.encode(host.render(size: screenSize)))
  }
}

@MainActor
func measureOutlineDown(_ benchmark: Benchmark, outline: Bool) {
  let host = outlineHost(OutlineScreen(), outline: outline)
  var encoder = FrameEncoder()
  _ = encoder.encode(host.render(size: screenSize))
  benchmark.startMeasurement()
  for iteration in benchmark.scaledIterations {
    host.send(iteration % 2 == 0 ? .down : .up)
    blackHole(encoder.encode(host.render(size: screenSize)))
  }
  benchmark.stopMeasurement()
}
