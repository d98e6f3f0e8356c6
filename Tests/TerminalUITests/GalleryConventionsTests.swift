import Coordinators
import Foundation
import Testing

@testable import Gallery
@testable import SwitchyardTesting
@testable import TerminalUI

/// The gallery in process, full screen on an in-memory terminal, under the environment's
/// conventions and with the mouse. (What needs the real binary — TERM=dumb's fallback, a
/// crash — is in GalleryTerminalTests.)
@MainActor
@Suite("Gallery: mouse and environment conventions")
struct GalleryConventionsTests {
  /// The gallery as `switchyard-gallery` runs it, on an in-memory terminal with
  /// `capabilities`, started; `q` quits.
  func gallery(_ capabilities: TerminalCapabilities = .xterm) throws -> (InMemoryTerminal, TerminalApp) {
    let coordinator = GalleryCoordinator()
    let host = ViewHost(minimumSize: Size(width: 60, height: 16)) {
      AppShell { GalleryCoordinator.rootView(with: coordinator) }
    }
    let terminal = InMemoryTerminal(size: Size(width: 80, height: 24))
    terminal.capabilities = capabilities
    let app = TerminalApp(host: host, mouse: true, terminal: terminal)
    host.onGlobalKey(.character("q"), hint: "quit") { [weak app] in app?.quit() }
    try app.start()
    return (terminal, app)
  }

  /// Where `text` starts on the screen (zero-based), if it shows.
  func position(of text: String, in screen: ScreenEmulator) -> (column: Int, row: Int)? {
    for (row, line) in screen.lines.enumerated() {
      if let range = line.range(of: text) {
        return (line.distance(from: line.startIndex, to: range.lowerBound), row)
      }
    }
    return nil
  }

  @Test("mouse reporting is on while the gallery runs, a click switches tabs, and it is off after quitting")
  func mouse() async throws {
    let (terminal, app) = try gallery()
    #expect(terminal.screen.text.contains("Text styles and colours"))
    #expect(terminal.screen.mouseModes.isSuperset(of: [1000, 1006]))
    #expect(!terminal.screen.isAutowrap)
    let tab = try #require(position(of: "Flows", in: terminal.screen))
    terminal.send("\u{1B}[<0;\(tab.column + 2);\(tab.row + 1)M\u{1B}[<0;\(tab.column + 2);\(tab.row + 1)m")
    await app.idle()
    #expect(terminal.screen.text.contains("Present a sheet"), "\(terminal.screen.text)")
    terminal.send("q")
    #expect(terminal.exitStatus == 0)
    #expect(!terminal.screen.isMouseReporting)
    #expect(terminal.screen.mouseModes.isEmpty)
    #expect(terminal.screen.isAutowrap)
  }

  @Test("NO_COLOR=1: no colour codes at all, bold and reverse kept (without it, colours)")
  func noColor() async throws {
    let colourCodes = Set(Array(30...38) + Array(40...48) + Array(90...97) + Array(100...107))
    for noColor in [true, false] {
      let environment = noColor ? ["NO_COLOR": "1", "COLORTERM": "truecolor"] : ["COLORTERM": "truecolor"]
      let (terminal, app) = try gallery(.detect(environment: environment.merging(["LANG": "C.UTF-8"]) { $1 }))
      terminal.send("\r")
      await app.idle()
      #expect(terminal.screen.text.contains("reverse"))
      terminal.send("q")
      let sgr = sgrParameters(terminal.output)
      #expect(sgr.contains(1) && sgr.contains(7))
      #expect(sgr.contains { colourCodes.contains($0) } == !noColor, "NO_COLOR \(noColor)")
    }
  }

  @Test("LANG=C (not UTF-8): only ASCII reaches the terminal; borders and marks fall back")
  func asciiLocale() throws {
    let (terminal, _) = try gallery(.detect(environment: ["LANG": "C", "TERM": "xterm-256color"]))
    let screen = terminal.screen.text
    terminal.send("q")
    #expect(!terminal.output.contains { $0 >= 0x80 })
    #expect(screen.contains("> Text styles"))
  }

  /// Every SGR parameter the program sent.
  func sgrParameters(_ output: [UInt8]) -> [Int] {
    let text = String(decoding: output, as: UTF8.self)
    var parameters: [Int] = []
    for part in text.components(separatedBy: "\u{1B}[").dropFirst() {
      guard let end = part.firstIndex(where: { !$0.isNumber && $0 != ";" }), part[end] == "m" else {
        continue
      }
      parameters += part[..<end].split(separator: ";").compactMap { Int($0) }
    }
    return parameters
  }
}
