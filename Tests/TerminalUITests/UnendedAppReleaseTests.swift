import SwitchyardTesting
import Testing

@testable import TerminalUI

/// An app a test starts on an in-memory terminal and never ends (no `quit`, no end of input)
/// goes when the test lets go of its terminal: the terminal keeps the app, the app does not
/// keep the terminal, so no cycle outlives the test (the address sanitizer's leak check
/// reported every such app as lost).
@MainActor
@Suite("Apps that are never ended")
struct UnendedAppReleaseTests {
  /// A weak reference, named for its object's type.
  struct Weak {
    weak var object: AnyObject?
    let name: String

    init(_ object: AnyObject) {
      self.object = object
      name = String(describing: type(of: object))
    }
  }

  /// Runs `start`, which starts an app and returns the objects it made (the terminal, the
  /// app, the host); once nothing holds them, expects each to be gone.
  func expectReleased(_ start: () async throws -> [AnyObject]) async throws {
    let references = try await start().map(Weak.init)
    for reference in references {
      #expect(reference.object == nil, "the \(reference.name) is still alive")
    }
  }

  @Test("a full-screen app and its host go with their in-memory terminal")
  func fullScreen() async throws {
    try await expectReleased {
      let terminal = InMemoryTerminal()
      let host = ViewHost { Text("Hello") }
      let app = TerminalApp(host: host, mouse: true, terminal: terminal)
      try app.start()
      terminal.send("x")
      #expect(terminal.exitStatus == nil)
      return [terminal, app, host]
    }
  }

  @Test("a plain-line app and its host go with their in-memory terminal")
  func plain() async throws {
    try await expectReleased {
      let terminal = InMemoryTerminal()
      let host = ViewHost { Text("Hello") }
      let app = PlainLineApp(host: host, size: Size(width: 20, height: 5), io: terminal)
      app.start()
      terminal.send("help\n")
      await app.idle()
      #expect(terminal.exitStatus == nil)
      return [terminal, app, host]
    }
  }

  @Test("a host drawing a disclosure group without a binding, expanded once, goes when let go")
  func disclosureGroup() async throws {
    try await expectReleased {
      let terminal = InMemoryTerminal()
      let host = ViewHost { DisclosureGroup("Details") { Text("Created yesterday") } }
      let app = TerminalApp(host: host, terminal: terminal)
      try app.start()
      terminal.send(" ")
      #expect(terminal.screen.text.contains("Created yesterday"))
      return [terminal, app, host]
    }
  }

  @Test("while the test keeps the terminal, the app it runs keeps working")
  func keptWhileTerminalIs() throws {
    let terminal = try InMemoryTerminal.running(Size(width: 20, height: 3)) { Text("Hello") }
    terminal.resize(to: Size(width: 30, height: 4))
    #expect(String(decoding: terminal.output, as: UTF8.self).contains("Hello"))
    #expect(terminal.exitStatus == nil)
  }
}
