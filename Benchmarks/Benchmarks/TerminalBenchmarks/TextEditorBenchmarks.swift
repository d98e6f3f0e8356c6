import Benchmark
import Switchyard

/// A text editor holding 1 MB of text (20,000 lines of 52 characters), on a 200×50 screen:
/// - one keystroke in the middle of the text: a character typed, then deleted on the next
///   iteration, each with its frame drawn and encoded (so the text stays 1 MB);
/// - a 1 MB bracketed paste into an empty editor, and its frame;
/// - the floors beside them: inserting one character into the middle of a 1 MB `String`
///   (what any editor bound to a `String` must pay; a frame of the screen is the "Full frame"
///   row), and copying 1 MB into a new `String` (what taking in a paste must pay).
func registerTextEditorBenchmarks() {
  let configuration = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal], scalingFactor: .one, maxDuration: .seconds(3),
    maxIterations: 2_000, thresholds: checkedInCI)
  Benchmark("TextEditor: keystroke in 1 MB of text (frame + diff)", configuration: configuration) {
    benchmark async in
    await onMainActor(benchmark) { measureEditorKeystroke($0) }
  }
  Benchmark("Floor: insert one character into the middle of a 1 MB String", configuration: configuration) {
    benchmark in
    measureMiddleInsertFloor(benchmark)
  }
  let paste = Benchmark.Configuration(
    metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 30)
  Benchmark("TextEditor: paste 1 MB bracketed (frame + diff)", configuration: paste) { benchmark async in
    await onMainActor(benchmark) { measureEditorPaste($0) }
  }
  Benchmark("Floor: copy 1 MB into a new String", configuration: paste) { benchmark in
    measureCopyFloor(benchmark)
  }
}

/// 1 MB of text: 20,000 lines of words, each 52 characters and a line break (1,060,000 bytes).
let megabyteText: String = {
  let line = "The quick brown fox jumps over the lazy dog, again. "
  return Array(repeating: line, count: 20_000).joined(separator: "\n")
}()

/// An editor filling a 200×50 screen, bound to `screen.text`, focused.
@MainActor
func editorHost(_ screen: Screen) -> ViewHost {
  let host = ViewHost {
    VStack {
      Text("Notes").bold()
      TextEditor("Notes", text: Binding(screen, \.text), height: 45)
      KeyHintBar()
    }
  }
  _ = host.render(size: screenSize)
  host.send(.tab)
  return host
}

/// The editor screen the keystroke benchmark types into, made once (with its cursor in the
/// middle of the text): every sample is one keystroke and its frame.
@MainActor
var keystrokeFixture: (screen: Screen, host: ViewHost, encoder: FrameEncoder, count: Int)?

@MainActor
func measureEditorKeystroke(_ benchmark: Benchmark) {
  if keystrokeFixture == nil {
    let screen = Screen()
    screen.text = megabyteText
    let host = editorHost(screen)
    // The middle of the text: 10,000 lines down.
    for _ in 0..<200 { host.send(.pageDown) }
    var encoder = FrameEncoder()
    blackHole(encoder.encode(host.render(size: screenSize)))
    keystrokeFixture = (screen, host, encoder, 0)
  }
  guard var fixture = keystrokeFixture else { return }
  benchmark.startMeasurement()
  for _ in benchmark.scaledIterations {
    fixture.host.send(fixture.count % 2 == 0 ? .character("x") : .backspace)
    blackHole(fixture.encoder.encode(fixture.host.render(size: screenSize)))
    fixture.count += 1
  }
  benchmark.stopMeasurement()
  keystrokeFixture = fixture
}

@MainActor
func measureEditorPaste(_ benchmark: Benchmark) {
  let screen = Screen()
  for _ in benchmark.scaledIterations {
    screen.text = ""
    let host = editorHost(screen)
    var encoder = FrameEncoder()
    blackHole(encoder.encode(host.render(size: screenSize)))
    benchmark.startMeasurement()
    host.send(.paste(megabyteText))
    blackHole(encoder.encode(host.render(size: screenSize)))
    benchmark.stopMeasurement()
  }
}

func measureMiddleInsertFloor(_ benchmark: Benchmark) {
  var text = megabyteText
  let middle = text.utf8.count / 2
  benchmark.startMeasurement()
  for iteration in benchmark.scaledIterations {
    let index = text.utf8.index(text.utf8.startIndex, offsetBy: middle)
    if iteration % 2 == 0 { text.insert("x", at: index) } else { text.remove(at: index) }
  }
  benchmark.stopMeasurement()
  blackHole(text)
}

func measureCopyFloor(_ benchmark: Benchmark) {
  for _ in benchmark.scaledIterations {
    benchmark.startMeasurement()
    let copy = String(decoding: Array(megabyteText.utf8), as: UTF8.self)
    benchmark.stopMeasurement()
    blackHole(copy)
  }
}
