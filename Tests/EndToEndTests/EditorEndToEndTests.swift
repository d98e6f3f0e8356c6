import Foundation
import SwitchyardTesting
import Testing

/// `E` hands the terminal to the user's editor and takes it back.
@Suite("switchyard: notes in $EDITOR", .serialized)
struct EditorEndToEndTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-editor-\(UUID().uuidString)")

  @Test(
    "E on a task runs $EDITOR on its notes (a 0600 file, deleted after, nothing else of the app's open); the screen comes back; saved"
  )
  func editNotes() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let scratch = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("app.sqlite").path
    #expect(try await Switchyard.run(["demo", "--db", path]).status == 0)
    // The "editor": records what the app handed it open, the file's mode and whether the
    // terminal is back to normal (it echoes), then adds a line to the notes.
    let script = folder.appendingPathComponent("editor.sh")
    try """
    #!/bin/sh
    \(Self.recordDescriptors(to: folder.appendingPathComponent("descriptors").path))
    stat -c %a "$1" > "\(folder.path)/mode"
    stty -a < /dev/tty | grep -o -- '-\\?echo ' | head -n 1 > "\(folder.path)/echo"
    printf 'Ask for the barista one\\n' >> "$1"
    """.write(to: script, atomically: true, encoding: .utf8)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)

    let terminal = try PseudoTerminal(
      executable: Switchyard.binary, arguments: ["--db", path],
      environment: [
        "HOME": folder.path, "XDG_DATA_HOME": folder.path, "EDITOR": script.path, "TMPDIR": scratch.path,
      ],
      columns: 100, rows: 30)
    try await terminal.waitFor("Sign in to see your tasks")
    terminal.send("demo@switchyard.local\tswitchyard-demo\r")
    try await terminal.waitFor("Expense report for October")
    terminal.send("E")
    try await terminal.waitUntil(waitingFor: "the editor ran and the app took the screen back") { _ in
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("echo").path)
    }
    try await terminal.waitUntil(waitingFor: "full screen again") {
      $0.screen.isAlternateScreen && !$0.isSane
    }
    terminal.send("\r")
    try await terminal.waitFor("Ask for the barista one")
    #expect(try String(contentsOf: folder.appendingPathComponent("mode"), encoding: .utf8) == "600\n")
    #expect(try String(contentsOf: folder.appendingPathComponent("echo"), encoding: .utf8) == "echo \n")
    #if os(Linux)
      // The terminal, nothing of the app's (its database, its log).
      let handed = try Self.handedDescriptors(recordedIn: folder.appendingPathComponent("descriptors"))
      #expect(handed.keys.sorted() == [0, 2], "\(handed)")
      #expect(handed.values.filter { !$0.hasPrefix("/dev/") } == [], "\(handed)")
    #endif
    #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path).isEmpty)
    terminal.send("q")
    #expect(try await terminal.waitForExit() == 0)
    #expect(terminal.isSane)
  }

  /// The script line that records the descriptors the app handed the editor: those a program
  /// the editor starts inherits. `ls` reads its own (`/proc/self/fd`), with no pipe or subshell
  /// of the shell's around it; what the shell opens for itself (the script) is closed on exec.
  /// Empty where there is no `/proc`.
  static func recordDescriptors(to path: String) -> String {
    #if os(Linux)
      "ls -l /proc/self/fd > \"\(path)\""
    #else
      ""
    #endif
  }

  /// The descriptors `ls` listed (see ``recordDescriptors(to:)``), number to target, less its
  /// own: standard output (the record) and the directory it read.
  static func handedDescriptors(recordedIn file: URL) throws -> [Int: String] {
    var handed: [Int: String] = [:]
    for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
      let parts = line.components(separatedBy: " -> ")
      guard parts.count == 2, let number = parts[0].split(separator: " ").last.flatMap({ Int($0) }) else {
        continue
      }
      handed[number] = parts[1]
    }
    handed[1] = nil
    return handed.filter { !($0.value.hasPrefix("/proc/") && $0.value.hasSuffix("/fd")) }
  }
}
