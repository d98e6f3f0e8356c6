import Benchmark
import Foundation
import Observation
import Switchyard

/// A 200×50 screen showing a table of four columns (a flexible title, a due date fitting its
/// content, two fixed numbers aligned right; sorted by title, so the header shows ▲), its
/// selection bound to an id:
/// - a full frame: build, layout (the fitting column measured over the rows on screen), draw,
///   diff and encode from scratch (a fresh encoder, so every cell is written);
/// - ↓ (then ↑, alternately): the key and the frame it leads to, diffed against the last;
/// over 1,000 and 1,000,000 rows with row 500 selected (the same screen over either: the
/// figures should not differ), and over 1,000,000 with row 500,000 selected (six-digit row
/// numbers make longer identities); beside them, the floors: the same two for a `List` over
/// the same 1,000,000 rows (row 500,000) showing the same texts in an `HStack`, and an empty
/// 200×50 frame encoded from scratch.
func registerTableBenchmarks() {
  let frame = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3),
    thresholds: checkedInCI)
  let cases = [
    (1_000, 500, "1,000 rows, row 500"), (1_000_000, 500, "1,000,000 rows, row 500"),
    (1_000_000, 500_000, "1,000,000 rows, row 500,000"),
  ]
  for (count, selected, label) in cases {
    Benchmark("Table 200×50 over \(label): full frame", configuration: frame) { benchmark async in
      await onMainActor(benchmark) {
        measureTableFullFrame($0, host: tableHost(tableRows(count), selected: selected))
      }
    }
    Benchmark("Table 200×50 over \(label): ↓ (key + frame + diff)", configuration: frame) { benchmark async in
      await onMainActor(benchmark) {
        measureAlternateMoves($0, host: tableHost(tableRows(count), selected: selected))
      }
    }
  }
  Benchmark(
    "Floor: List 200×50 over 1,000,000 rows, row 500,000, same texts: full frame", configuration: frame
  ) {
    benchmark async in
    await onMainActor(benchmark) {
      measureTableFullFrame($0, host: tableFloorHost(tableRows(1_000_000), selected: 500_000))
    }
  }
  Benchmark(
    "Floor: List 200×50 over 1,000,000 rows, row 500,000, same texts: ↓ (key + frame + diff)",
    configuration: frame
  ) { benchmark async in
    await onMainActor(benchmark) {
      measureAlternateMoves($0, host: tableFloorHost(tableRows(1_000_000), selected: 500_000))
    }
  }
  Benchmark("Floor: an empty 200×50 frame, encoded from scratch", configuration: frame) { benchmark async in
    await onMainActor(benchmark) { measureTableFullFrame($0, host: ViewHost { EmptyView() }) }
  }
}

/// The rows, made once for each size on first use (outside the measurement).
let thousandTableRows = TableBenchmarkRow.make(1_000)
let millionTableRows = TableBenchmarkRow.make(1_000_000)

func tableRows(_ count: Int) -> [TableBenchmarkRow] {
  count == 1_000 ? thousandTableRows : millionTableRows
}

/// A row of the benchmark's table; its strings are short enough to be stored inline.
struct TableBenchmarkRow: Identifiable, Sendable {
  let id: Int
  let title: String
  let due: String
  let priority: Int
  let points: Int

  static func make(_ count: Int) -> [TableBenchmarkRow] {
    (0..<count).map {
      TableBenchmarkRow(
        id: $0, title: "Task \($0)", due: "2026-11-\($0 % 28 + 1)", priority: $0 % 4, points: $0 % 13)
    }
  }
}

/// The selection and sort order a table screen binds to.
@Observable @MainActor
final class TableBenchmarkScreen {
  var selectedID: Int?
  var sortOrder = [KeyPathComparator(\TableBenchmarkRow.title)]
}

/// A screen of `content` bound to a fresh selection (row `selected`) and sort order, between
/// a title and the footer.
@MainActor
func tableScreen<Content: View>(
  selected: Int, @ViewBuilder _ content: @escaping @MainActor (TableBenchmarkScreen) -> Content
) -> ViewHost {
  let screen = TableBenchmarkScreen()
  screen.selectedID = selected
  return ViewHost {
    VStack {
      Text("Inbox").bold()
      content(screen)
      KeyHintBar()
    }
  }
}

/// The table screen.
@MainActor
func tableHost(_ rows: [TableBenchmarkRow], selected: Int) -> ViewHost {
  tableScreen(selected: selected) { screen in
    Table(rows, selection: Binding(screen, \.selectedID), sortOrder: Binding(screen, \.sortOrder)) {
      TableColumn("Title", value: \.title)
      TableColumn("Due", value: \.due).fittingContent()
      TableColumn("Priority", value: \.priority) { Text("\($0.priority)") }.width(8).alignment(.trailing)
      TableColumn("Points", value: \.points) { Text("\($0.points)") }.width(6).alignment(.trailing)
    }
  }
}

/// The floor: the same screen with a list whose rows show the same texts.
@MainActor
func tableFloorHost(_ rows: [TableBenchmarkRow], selected: Int) -> ViewHost {
  tableScreen(selected: selected) { screen in
    List(rows, selection: Binding(screen, \.selectedID)) { row in
      HStack {
        Text(row.title)
        Spacer()
        Text(row.due)
        Text("\(row.priority)")
        Text("\(row.points)")
      }
    }
  }
}

/// A frame of `host` from scratch: built, laid out, drawn, and encoded by a fresh encoder.
@MainActor
func measureTableFullFrame(_ benchmark: Benchmark, host: ViewHost) {
  _ = host.render(size: screenSize)
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    var encoder = FrameEncoder()
    host.invalidate()
    blackHole(encoder.encode(host.render(size: screenSize)))
  }
  benchmark.stopMeasurement()
}
