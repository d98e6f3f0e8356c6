import Foundation
import Testing

@testable import TerminalUI

/// Runs programs without a terminal (Foundation's `Process`), recording each command line:
/// the real editor command runs, on the real temporary file.
@MainActor
final class RecordingRunner: ExternalProgramRunner {
  var commands: [[String]] = []
  var fileModes: [Int] = []

  func runProgram(_ executable: String, arguments: [String]) throws -> Int32 {
    commands.append([executable] + arguments)
    if let path = arguments.last, let attributes = try? FileManager.default.attributesOfItem(atPath: path) {
      fileModes.append((attributes[.posixPermissions] as? Int) ?? -1)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}

@MainActor
@Suite("Editing text in $VISUAL / $EDITOR")
struct ExternalEditorTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("editor-\(UUID().uuidString)")

  func editor(_ variables: [String: String], runner: RecordingRunner) throws -> ExternalEditor {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return ExternalEditor(runner: runner, environment: variables.merging(["TMPDIR": folder.path]) { $1 })
  }

  @Test("the editor's command runs through the shell on a 0600 file, and its text comes back")
  func editsText() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let runner = RecordingRunner()
    let editor = try editor(["EDITOR": "sed -i 's/milk/oat milk/'"], runner: runner)
    #expect(try editor.edit("buy milk") == "buy oat milk")
    #expect(runner.commands.first?.prefix(3) == ["/bin/sh", "-c", "sed -i 's/milk/oat milk/' \"$1\""])
    #expect(runner.fileModes == [0o600])
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "the file is deleted")
  }

  @Test("VISUAL wins over EDITOR; vi without either; unchanged text is nil; the added line break goes")
  func choosingAndTrimming() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let runner = RecordingRunner()
    #expect(try editor(["VISUAL": "true", "EDITOR": "false"], runner: runner).command == "true")
    #expect(try editor([:], runner: runner).command == "vi")
    #expect(try editor(["EDITOR": "true"], runner: runner).edit("same") == nil)
    let appending = try editor(["EDITOR": "sh -c 'printf \"note\\n\" > \"$0\"'"], runner: runner)
    #expect(try appending.edit("") == "note")
  }

  @Test("a failing editor or no terminal is an error, and nothing comes back")
  func failures() throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let runner = RecordingRunner()
    #expect(throws: ExternalProgramError.failed("false", 1)) {
      try editor(["EDITOR": "false"], runner: runner).edit("text")
    }
    #expect(throws: ExternalProgramError.noTerminal) { try ExternalEditor(environment: [:]).edit("text") }
  }
}
