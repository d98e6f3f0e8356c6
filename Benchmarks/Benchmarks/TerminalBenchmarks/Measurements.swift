import Benchmark
import Foundation
import Observation
import Switchyard

@Observable @MainActor
final class Screen {
  var selection = 0
  var text = "Buy oat milk"
  var selectedID: UUID?
}

/// A row of a data-driven list, identified the way app data usually is.
struct Row: Identifiable {
  let id = UUID()
  let title: String
}

let screenSize = Size(width: 200, height: 50)

@MainActor
func listHost(_ screen: Screen) -> ViewHost {
  ViewHost {
    VStack {
      Text("Inbox").bold()
      Divider()
      List(count: 100_000, selection: Binding(screen, \.selection)) { index in
        HStack {
          Text("[ ]")
          Text("Task number \(index)")
          Spacer()
          Text("due 2026-11-\(index % 28 + 1)").dim()
        }
      }
      KeyHintBar()
    }
  }
}

@MainActor
func measureFullFrame(_ benchmark: Benchmark) {
  let host = listHost(Screen())
  for _ in benchmark.scaledIterations {
    var encoder = FrameEncoder()
    host.invalidate()
    blackHole(encoder.encode(host.render(size: screenSize)))
  }
}

@MainActor
func measureSelectionMove(_ benchmark: Benchmark) {
  let screen = Screen()
  let host = listHost(screen)
  var encoder = FrameEncoder()
  _ = encoder.encode(host.render(size: screenSize))
  var bytes = 0
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    host.send(.down)
    bytes = encoder.encode(host.render(size: screenSize)).count
  }
  benchmark.stopMeasurement()
  benchmark.measurement(.custom("bytes"), bytes)
}

@MainActor
func measureTextEdit(_ benchmark: Benchmark) {
  let screen = Screen()
  let host = ViewHost {
    VStack {
      Text("Edit task").bold()
      TextField("Title", text: Binding(screen, \.text))
      Spacer()
      KeyHintBar()
    }
  }
  var encoder = FrameEncoder()
  _ = encoder.encode(host.render(size: screenSize))
  var bytes = 0
  benchmark.startMeasurement()
  for iteration in benchmark.scaledIterations {
    host.send(iteration % 2 == 0 ? .character("x") : .backspace)
    bytes = encoder.encode(host.render(size: screenSize)).count
  }
  benchmark.stopMeasurement()
  benchmark.measurement(.custom("bytes"), bytes)
}

@MainActor
func measureDataListMove(_ benchmark: Benchmark) {
  let rows = (0..<100_000).map { Row(title: "Task number \($0)") }
  let screen = Screen()
  screen.selectedID = rows[50_000].id
  let host = ViewHost {
    VStack {
      Text("Inbox").bold()
      List(rows, selection: Binding(screen, \.selectedID)) { row in
        HStack {
          Text(row.title)
          Spacer()
          Text("open").dim()
        }
      }
      KeyHintBar()
    }
  }
  measureAlternateMoves(benchmark, host: host)
}

/// ↓ and ↑ alternately to `host`, each followed by its frame, diffed against the last.
@MainActor
func measureAlternateMoves(_ benchmark: Benchmark, host: ViewHost) {
  var encoder = FrameEncoder()
  _ = encoder.encode(host.render(size: screenSize))
  benchmark.startMeasurement()
  for iteration in benchmark.scaledIterations {
    host.send(iteration % 2 == 0 ? .down : .up)
    blackHole(encoder.encode(host.render(size: screenSize)))
  }
  benchmark.stopMeasurement()
}
