import Benchmark
import Switchyard

/// A 100 KB paste the terminal did not bracket, into an empty text field:
/// - 100,000 characters sent one key at a time, a frame drawn and encoded every 4,096 (as
///   a read's worth would be), into a field bound by key path (edited in place);
/// - 10,000 of them the same way, to show the time grows linearly (about a tenth);
/// - the same 100 KB as the full-screen backend delivers it: one insertion per 4,096-byte
///   read, into a field bound through get/set closures (as the app's fields are);
/// - the floor beside them: appending the 100,000 characters to a `String`, nothing else.
func registerPasteBenchmarks() {
  let paste = Benchmark.Configuration(
    metrics: [.wallClock], scalingFactor: .one, maxDuration: .seconds(5), maxIterations: 20)
  Benchmark("Paste 100 KB unbracketed, key by key (frame per 4 KB)", configuration: paste) {
    benchmark async in
    await onMainActor(benchmark) { measureTypedPaste($0, length: pasteLength) }
  }
  Benchmark("Paste 10 KB unbracketed, key by key (frame per 4 KB)", configuration: paste) { benchmark async in
    await onMainActor(benchmark) { measureTypedPaste($0, length: pasteLength / 10) }
  }
  Benchmark("Paste 100 KB unbracketed, as delivered (one insertion per 4 KB read)", configuration: paste) {
    benchmark async in
    await onMainActor(benchmark) { measureDeliveredPaste($0) }
  }
  Benchmark("Floor: append 100,000 characters to a String", configuration: paste) { benchmark in
    measurePasteFloor(benchmark)
  }
}

/// 100 KB of text (ASCII, as 100,000 characters): what a paste the terminal did not
/// bracket turns into.
let pasteLength = 100_000

/// The text pasted: words and spaces, no line breaks.
func pastedText(_ length: Int) -> [Character] {
  Array(String(repeating: "lorem ipsum ", count: length / 12 + 1).prefix(length))
}

/// A text field on a 200×50 screen, bound by key path to `screen.text` (emptied first).
@MainActor
func pasteHost(_ screen: Screen) -> ViewHost {
  screen.text = ""
  let host = ViewHost {
    VStack {
      Text("Edit task").bold()
      TextField("Notes", text: Binding(screen, \.text))
      KeyHintBar()
    }
  }
  _ = host.render(size: screenSize)
  host.send(.tab)
  return host
}

/// `length` characters sent to the field one key at a time, a frame drawn and encoded
/// after every 4,096 (one terminal read's worth).
@MainActor
func measureTypedPaste(_ benchmark: Benchmark, length: Int) {
  let characters = pastedText(length)
  let screen = Screen()
  for _ in benchmark.scaledIterations {
    let host = pasteHost(screen)
    var encoder = FrameEncoder()
    benchmark.startMeasurement()
    for (index, character) in characters.enumerated() {
      host.send(.character(character))
      if index % 4_096 == 4_095 { blackHole(encoder.encode(host.render(size: screenSize))) }
    }
    blackHole(encoder.encode(host.render(size: screenSize)))
    benchmark.stopMeasurement()
  }
}

/// The same 100 KB as the full-screen backend delivers it: each 4,096-character read goes
/// in as one insertion, into a field bound through get/set closures (as the app's are).
@MainActor
func measureDeliveredPaste(_ benchmark: Benchmark) {
  let characters = pastedText(pasteLength)
  let screen = Screen()
  for _ in benchmark.scaledIterations {
    screen.text = ""
    let host = ViewHost {
      TextField("Notes", text: Binding(get: { screen.text }, set: { screen.text = $0 }))
    }
    _ = host.render(size: screenSize)
    host.send(.tab)
    var encoder = FrameEncoder()
    benchmark.startMeasurement()
    var start = 0
    while start < characters.count {
      let end = min(start + 4_096, characters.count)
      host.send(.paste(String(characters[start..<end])))
      blackHole(encoder.encode(host.render(size: screenSize)))
      start = end
    }
    benchmark.stopMeasurement()
  }
}

/// The floor: appending the same characters to a `String`, nothing else.
func measurePasteFloor(_ benchmark: Benchmark) {
  let characters = pastedText(pasteLength)
  for _ in benchmark.scaledIterations {
    var text = ""
    benchmark.startMeasurement()
    for character in characters { text.append(character) }
    benchmark.stopMeasurement()
    blackHole(text)
  }
}
