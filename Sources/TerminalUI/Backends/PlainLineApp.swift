import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a ``ViewHost`` as plain lines, for scripts, pipes and screen readers: each new
/// screen is printed as text followed by its numbered actions, and commands are read a line
/// at a time from standard input.
///
/// Commands: `1`…`99` picks an action (a button is pressed, a list row is selected and
/// opened, a text field takes the next line); `back` (Esc); `tab NAME` or any key's footer label
/// presses that key; `key NAME` presses a key (`key down`, `key enter`, `key n`); `help`;
/// `quit`. Any other line fills the focused text field.
///
/// Lines are carried out one at a time: each waits until the screen has been still for
/// ``settleTime`` and shows no spinner, so a script sees the result of one command (a
/// sign-in, a search) before the next runs.
@MainActor
public final class PlainLineApp {
  /// The host running the views.
  public let host: ViewHost
  /// The app that is running: `dispatchMain()` ends the main thread, and with it the only
  /// reference its stack held (the leak checker would report everything as lost).
  static var running: PlainLineApp?
  /// The size screens are laid out at.
  public let size: Size
  /// Where screens and messages go: standard output (file descriptor 1) unless replaced.
  public var output: @MainActor (String) -> Void = { TerminalSession.writeAll($0) }
  /// How long the screen must stay unchanged before the next command runs.
  public var settleTime: Duration = .milliseconds(250)
  private var lastScreen = ""
  var pendingLine = ""
  var queue: [String] = []
  var inputEnded = false
  private var isWaiting = false
  private var lastChange = ContinuousClock.now
  var source: (any DispatchSourceRead)?

  /// Runs `host` in plain line mode, laying screens out at `size`.
  public init(host: ViewHost, size: Size = Size(width: 80, height: 24)) {
    self.host = host
    self.size = size
  }

  /// Prints the first screen and processes commands until `quit` or the end of input.
  public func run() -> Never {
    ProcessExit.arm()
    host.onInvalidate = { [weak self] in
      self?.lastChange = .now
      DispatchQueue.main.async { MainActor.assumeIsolated { self?.printScreen() } }
    }
    // Everything from the first screen on runs on the main queue (see ``TerminalApp/run()``).
    DispatchQueue.main.async {
      MainActor.assumeIsolated {
        self.printScreen()
        let input = DispatchSource.makeReadSource(fileDescriptor: 0, queue: .main)
        input.setEventHandler { [weak self] in MainActor.assumeIsolated { self?.readInput() } }
        input.resume()
        self.source = input
      }
    }
    Self.running = self
    dispatchMain()
  }

  /// Runs the exit hooks (``ProcessExit/onExit(_:)``) and ends the process.
  public func quit(status: Int32 = 0) -> Never {
    ProcessExit.exit(status: status)
  }

  /// Runs the next queued command once the screen has settled; quits after the last one
  /// when the input has ended.
  func runQueue() {
    guard !isWaiting else { return }
    let quiet = ContinuousClock.now - lastChange
    // A spinner on screen means work is in progress (a sign-in, a search): wait for it too.
    guard quiet >= settleTime, !host.isAnimating else {
      isWaiting = true
      let wait = max(settleTime - quiet, .milliseconds(50))
      let milliseconds =
        Int(wait.components.seconds * 1000 + wait.components.attoseconds / 1_000_000_000_000_000) + 1
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(milliseconds)) { [weak self] in
        MainActor.assumeIsolated {
          self?.isWaiting = false
          self?.runQueue()
        }
      }
      return
    }
    if queue.isEmpty {
      if inputEnded { quit(status: 0) }
      return
    }
    perform(queue.removeFirst())
    lastChange = .now
    runQueue()
  }

  /// Carries out one command line.
  public func perform(_ line: String) {
    let command = PlainCommand(line)
    let screen = host.render(size: size)
    switch command {
    case .quit: quit(status: 0)
    case .back: host.send(.escape)
    case .help: say(host.allHints.map { "\($0.key): \($0.label)" }.joined(separator: "\n"))
    case .pick(let number):
      let actions = actions(on: screen)
      guard actions.indices.contains(number - 1) else {
        return say("No action \(number); there are \(actions.count).")
      }
      actions[number - 1].perform()
    case .key(let key):
      host.send(key)
    case .label(let label):
      if let hint = host.hints.first(where: { $0.label.lowercased() == label.lowercased() }),
        let key = PlainCommand.key(named: hint.key)
      {
        host.send(key)
      } else {
        say("No key is labelled “\(label)” here. Type help for the keys.")
      }
    case .text(let text):
      guard let field = host.focusedNode as? TextFieldNode else {
        return say("Unknown command “\(text)”. Type help for the keys, or a number to pick.")
      }
      // Never a control character as text: a line can carry ESC, BEL or C1 controls.
      field.text.wrappedValue = Sanitizer.typed(text)
      host.setValue(0, for: field.id + ".after")
      host.invalidate()
    }
  }

  private func printScreen() {
    let text = screenText()
    guard text != lastScreen else { return }
    lastScreen = text
    say(String(repeating: "─", count: size.width) + "\n" + text)
  }

  /// Prints `text` with every control character but the line feed replaced: labels,
  /// field values and echoed commands can come from data and must never reach the
  /// terminal as an escape sequence.
  private func say(_ text: String) {
    output(Sanitizer.clean(text, keepingNewlines: true) + "\n")
  }
}
