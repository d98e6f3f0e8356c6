import Benchmark
import Switchyard

/// The diff alone, on a 200×50 screen of task-list-like rows (a styled title, dates, a gray
/// project name):
/// - every row but the first and last moved up one line, as when a task leaves a list (Space in
///   the Inbox): 48 rows compared cell by cell and rewritten;
/// - its floor: the same frame again, nothing changed (each row compared as bytes and skipped).
func registerEncodeBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(2))
  Benchmark("Diff: 48 of 50 rows moved up one line (a row taken out), 200×50", configuration: configuration) {
    benchmark in
    let frames = [shiftedFrame(by: 0), shiftedFrame(by: 1)]
    var encoder = FrameEncoder()
    _ = encoder.encode(frames[0])
    benchmark.startMeasurement()
    for iteration in benchmark.scaledIterations {
      blackHole(encoder.encode(frames[(iteration + 1) % 2]))
    }
  }
  Benchmark("Diff floor: the same 200×50 frame again, nothing changed", configuration: configuration) {
    benchmark in
    let frame = shiftedFrame(by: 0)
    var encoder = FrameEncoder()
    _ = encoder.encode(frame)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(encoder.encode(frame))
    }
  }
}

/// A 200×50 frame: a header, 48 task rows starting at row `first`, a footer.
private func shiftedFrame(by first: Int) -> CellBuffer {
  var buffer = CellBuffer(size: Size(width: 200, height: 50))
  func put(_ text: String, x: Int, y: Int, style: Style) {
    for (offset, character) in text.enumerated() where x + offset < 200 {
      var cell = Cell.blank
      cell.character = character
      cell.style = style
      buffer[x + offset, y] = cell
    }
  }
  put("Inbox  All 1000  Today 12  Overdue 3  Done 250", x: 0, y: 0, style: Style(bold: true))
  for line in 1..<49 {
    let task = first + line
    let selected = line == 1
    put(
      "○ Task number \(task) with a longer title", x: 0, y: line,
      style: Style(foreground: selected ? .black : nil, background: selected ? .cyan : nil))
    put("2026-11-\(10 + task % 18)", x: 120, y: line, style: Style(foreground: .yellow))
    put("Project \(task % 20)", x: 150, y: line, style: Style(foreground: .gray))
  }
  put("␣ done  u undo  / filter  : palette", x: 0, y: 49, style: Style(dim: true))
  return buffer
}
