import Foundation
import Testing

@testable import SwitchyardTesting

/// The real gallery in a pseudo-terminal under the environment conventions, and with the mouse.
@Suite("Gallery: mouse and environment conventions")
struct GalleryConventionsTests {
  static var gallery: URL { ProductLocator.executable(named: "switchyard-gallery") }

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
  func mouse() throws {
    let terminal = try PseudoTerminal(executable: Self.gallery, columns: 80, rows: 24)
    try terminal.waitFor("Text styles and colours")
    #expect(terminal.screen.mouseModes.isSuperset(of: [1000, 1006]))
    #expect(!terminal.screen.isAutowrap)
    let tab = try #require(position(of: "Flows", in: terminal.screen))
    terminal.send("\u{1B}[<0;\(tab.column + 2);\(tab.row + 1)M\u{1B}[<0;\(tab.column + 2);\(tab.row + 1)m")
    try terminal.waitFor("Present a sheet")
    terminal.send("q")
    #expect(try terminal.waitForExit() == 0)
    #expect(!terminal.screen.isMouseReporting)
    #expect(terminal.screen.mouseModes.isEmpty)
    #expect(terminal.screen.isAutowrap)
  }

  @Test("a crash turns mouse reporting off too")
  func mouseOffAfterCrash() throws {
    let terminal = try PseudoTerminal(
      executable: Self.gallery,
      environment: ["SWITCHYARD_GALLERY_CRASH_KEY": "x", "SWIFT_BACKTRACE": "enable=no"], columns: 80,
      rows: 24)
    try terminal.waitFor("Primitives")
    #expect(terminal.screen.isMouseReporting)
    terminal.send("x")
    _ = try terminal.waitForExit()
    #expect(!terminal.screen.isMouseReporting)
  }

  @Test("TERM=dumb runs plain line mode with a one-line note, no escape sequences, no mouse")
  func dumbTerminal() throws {
    let terminal = try PseudoTerminal(
      executable: Self.gallery, environment: ["TERM": "dumb"], columns: 80, rows: 24)
    try terminal.waitFor("TERM=dumb: using plain line mode")
    try terminal.waitFor("Primitives")
    #expect(!terminal.screen.isAlternateScreen)
    #expect(!terminal.screen.isMouseReporting)
    terminal.terminate()
    _ = try terminal.waitForExit()
  }

  @Test("NO_COLOR=1: no colour codes at all, bold and reverse kept (without it, colours)")
  func noColor() throws {
    let colourCodes = Set(Array(30...38) + Array(40...48) + Array(90...97) + Array(100...107))
    for noColor in [true, false] {
      let environment = noColor ? ["NO_COLOR": "1", "COLORTERM": "truecolor"] : ["COLORTERM": "truecolor"]
      let terminal = try PseudoTerminal(
        executable: Self.gallery, environment: environment, columns: 80, rows: 24)
      try terminal.waitFor("Text styles and colours")
      terminal.send("\r")
      try terminal.waitFor("reverse")
      terminal.send("q")
      _ = try terminal.waitForExit()
      let sgr = sgrParameters(terminal.output)
      #expect(sgr.contains(1) && sgr.contains(7))
      #expect(sgr.contains { colourCodes.contains($0) } == !noColor, "NO_COLOR \(noColor)")
    }
  }

  @Test("LANG=C (not UTF-8): only ASCII reaches the terminal; borders and marks fall back")
  func asciiLocale() throws {
    let terminal = try PseudoTerminal(
      executable: Self.gallery, environment: ["LANG": "C"], columns: 80, rows: 24)
    try terminal.waitFor("Text styles and colours")
    let screen = terminal.screen.text
    terminal.send("q")
    _ = try terminal.waitForExit()
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
