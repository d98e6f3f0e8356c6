import Observation
import Testing
import WorkTracking

@testable import TerminalUI

/// Plain line mode in process, on an ``InMemoryTerminal``: lines in (several in one read, or one
/// across reads), screens out, each printed once the host's work has settled — not after a
/// pause — and the end of the input ending the app.
@MainActor
@Suite("The plain-line runtime on an in-memory terminal")
struct PlainRuntimeTests {
  /// A counter whose button saves in the background: the count changes once tracked work has
  /// finished, and that work waits for the test (``open()``) before it does.
  @Observable @MainActor
  final class Counter {
    var count = 0
    var presses = 0
    var isSaving = false
    @ObservationIgnored let work = WorkTracker()
    @ObservationIgnored private let gate: AsyncStream<Void>
    @ObservationIgnored private let opening: AsyncStream<Void>.Continuation

    init() {
      (gate, opening) = AsyncStream.makeStream(of: Void.self)
    }

    func press() {
      presses += 1
      isSaving = true
      work.run { [self] in
        for await _ in gate { break }
        count += 1
        isSaving = false
      }
    }

    /// Lets one save finish (or the next one, when none has started yet).
    func open() { opening.yield() }
  }

  /// A counter's screen running in plain line mode on an in-memory terminal, started.
  @MainActor
  struct Running {
    let terminal = InMemoryTerminal()
    let counter = Counter()
    let app: PlainLineApp

    init() {
      let counter = counter
      let host = ViewHost(minimumSize: Size(width: 1, height: 1), work: counter.work) {
        VStack {
          Text(counter.isSaving ? "Saving…" : "Count: \(counter.count)")
          Button("Add one") { counter.press() }
        }
      }
      app = PlainLineApp(host: host, size: Size(width: 30, height: 6), io: terminal)
      app.start()
    }
  }

  /// The screens printed so far, in order (each begins with a rule).
  func screens(_ terminal: InMemoryTerminal) -> [String] {
    String(decoding: terminal.output, as: UTF8.self).components(
      separatedBy: String(repeating: "─", count: 30) + "\n"
    )
    .filter { !$0.isEmpty }
  }

  @Test("the first screen is printed at once, with its numbered actions")
  func firstScreen() {
    let terminal = Running().terminal
    let printed = screens(terminal)
    #expect(printed.count == 1)
    #expect(printed.first?.hasPrefix("Count: 0\n") == true)
    #expect(printed.first?.hasSuffix("Actions:\n  1. button Add one\n\n") == true, "\(printed)")
  }

  @Test("lines read at once run one at a time, each once the work of the one before has ended")
  func linesInOneRead() async {
    let running = Running()
    let (terminal, counter, app) = (running.terminal, running.counter, running.app)
    terminal.send("1\n1\n")
    #expect(counter.presses == 1, "the second line waits for the first one's save")
    #expect(counter.isSaving)
    counter.open()
    counter.open()
    await app.idle()
    #expect(counter.presses == 2)
    #expect(counter.count == 2)
    #expect(screens(terminal).map { $0.prefix(8) } == ["Count: 0", "Count: 1", "Count: 2"])
    #expect(!String(decoding: terminal.output, as: UTF8.self).contains("Saving"), "only settled screens")
    #expect(terminal.exitStatus == nil)
  }

  @Test("a line split across reads runs once it is whole")
  func lineAcrossReads() async {
    let running = Running()
    let (terminal, counter, app) = (running.terminal, running.counter, running.app)
    terminal.send("1")
    #expect(counter.presses == 0)
    counter.open()
    terminal.send("\n")
    await app.idle()
    #expect(counter.count == 1)
  }

  @Test("the end of the input ends the app with status 0, after the lines before it")
  func endOfInput() async {
    let running = Running()
    let (terminal, counter, app) = (running.terminal, running.counter, running.app)
    terminal.send("1\n1")
    terminal.endInput()
    #expect(terminal.exitStatus == nil, "a save is still in flight")
    counter.open()
    counter.open()
    await app.idle()
    #expect(counter.count == 2, "the last line, without its line break, was carried out too")
    #expect(terminal.exitStatus == 0)
    #expect(app.hasEnded)
  }

  @Test("quit ends the app with status 0 and leaves the lines after it")
  func quit() async {
    let running = Running()
    let (terminal, counter, app) = (running.terminal, running.counter, running.app)
    terminal.send("quit\n1\n")
    await app.idle()
    #expect(terminal.exitStatus == 0)
    #expect(counter.presses == 0)
  }
}
