import Foundation
import SwitchyardTesting
import Testing

/// What the two executables say about their own arguments.
@Suite("switchyard and switchyard-gallery arguments")
struct CommandLineHelpTests {
  static let gallery = ProductLocator.executable(named: "switchyard-gallery")

  /// Runs the gallery with `arguments` (no input); its status, standard output and error.
  func gallery(_ arguments: [String]) throws -> (status: Int32, output: String, errors: String) {
    let process = Process()
    process.executableURL = Self.gallery
    process.arguments = arguments
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = FileHandle(forReadingAtPath: "/dev/null")
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    let errorText = DetachedRead(errors.fileHandleForReading)
    let outputText = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (
      process.terminationStatus, String(decoding: outputText, as: UTF8.self),
      String(decoding: errorText.value, as: UTF8.self)
    )
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
  func galleryArguments() throws {
    let help = try gallery(["--help"])
    #expect(help.status == 0)
    #expect(help.output.contains("usage: switchyard-gallery [--plain]"))
    let unknown = try gallery(["--colour", "\u{1B}[2J"])
    #expect(unknown.status == 2)
    #expect(
      unknown.errors
        == "switchyard-gallery: unknown option ‘--colour’ (usage: switchyard-gallery [--plain])\n")
    #expect(unknown.output.isEmpty)
    let hostile = try gallery(["\u{1B}[2J"])
    #expect(hostile.status == 2 && !hostile.errors.contains("\u{1B}"))
  }
}
