import Foundation
import SwitchyardTesting
import Testing

/// What the two executables say about their own arguments.
@Suite("switchyard and switchyard-gallery arguments")
struct CommandLineHelpTests {
  static let gallery = ProductLocator.executable(named: "switchyard-gallery")

  /// Runs the gallery with `arguments` (no input) on a thread of its own; its status, standard
  /// output and error.
  func gallery(_ arguments: [String]) async throws -> (status: Int32, output: String, errors: String) {
    try await Switchyard.onOwnThread {
      try Switchyard.runBlocking(Self.gallery, arguments, input: "", environment: [:])
    }
  }

  @Test("switchyard --help names the app's own options, --db and --plain")
  func switchyardHelp() async throws {
    let help = try await Switchyard.run(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("USAGE: switchyard [--db <path>] [--plain]"))
    #expect(help.output.contains("--db <path>   The SQLite database file"))
    #expect(help.output.contains("--plain       Plain line mode"))
  }

  @Test("switchyard-gallery: --help prints its usage; an unknown option is one line and status 2")
  func galleryArguments() async throws {
    let help = try await gallery(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("usage: switchyard-gallery [--plain]"))
    let unknown = try await gallery(["--colour", "\u{1B}[2J"])
    #expect(unknown.status == 2)
    #expect(
      unknown.errors
        == "switchyard-gallery: unknown option ‘--colour’ (usage: switchyard-gallery [--plain])\n")
    #expect(unknown.output.isEmpty)
    let hostile = try await gallery(["\u{1B}[2J"])
    #expect(hostile.status == 2 && !hostile.errors.contains("\u{1B}"))
  }
}
