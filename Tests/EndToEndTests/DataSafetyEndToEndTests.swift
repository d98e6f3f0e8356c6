import Foundation
import SwitchyardTesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The real binary's files: every write in the main file once it ends, an export that can be
/// taken away, and damaged or odd files met with a message, not a crash. (A signal's exit:
/// BinaryEndToEndTests; a backup while the app runs: FeaturesTests' BackupWhileRunningTests.)
@Suite("switchyard keeps every write in its file", .serialized)
struct DataSafetyEndToEndTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
    "switchyard-data-\(UUID().uuidString)")

  static let signIn = ["1", "demo@switchyard.local", "2", "switchyard-demo", "3"]

  @Test("after demo, and after the app quits or its input ends, the main file alone holds every write")
  func orderlyExits() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await Switchyard.demoDatabase(in: folder)
    #expect(try Switchyard.titlesInMainFileAlone(path).count == 30)
    for (title, ending) in [("Water the roses", ["quit", ""]), ("Oil the hinges", [""])] {
      let script = Self.signIn + ["key n", title, "key enter"] + ending
      let session = try await Switchyard.run(
        ["--db", path, "--sign-out"], input: script.joined(separator: "\n"))
      #expect(session.status == 0)
      #expect(try Switchyard.titlesInMainFileAlone(path).contains(title), "\(ending)")
    }
  }

  @Test("export writes the account's projects and tasks as JSON or CSV, to standard output or a new file")
  func export() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await Switchyard.demoDatabase(in: folder)
    let arguments = ["export", "--db", path, "--email", "demo@switchyard.local"]
    let json = try await Switchyard.runSeparately(arguments, input: "switchyard-demo\n")
    #expect(json.status == 0 && json.errors.isEmpty)
    let document = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    #expect((document?["tasks"] as? [Any])?.count == 30)
    #expect((document?["projects"] as? [Any])?.count == 4)

    let csv = try await Switchyard.runSeparately(arguments + ["--format", "csv"], input: "switchyard-demo\n")
    let lines = csv.output.split(separator: "\n")
    #expect(lines.first == "kind,id,project_id,project,title,notes,due,priority,done,created_at,updated_at")
    #expect(lines.count == 1 + 4 + 30)
    #expect(lines.contains { $0.hasPrefix("task,3,3,Groceries,\"Eggs, spinach, lemons\",") })

    let file = folder.appendingPathComponent("tasks.json").path
    #expect(try await Switchyard.run(arguments + ["--output", file], input: "switchyard-demo\n").status == 0)
    #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o600)
    let refused = try await Switchyard.run(arguments + ["--output", file], input: "switchyard-demo\n")
    #expect(refused.status == 1 && refused.output.contains("nothing was overwritten"))

    let wrong = try await Switchyard.run(arguments, input: "not the password\n")
    #expect(wrong.status == 1 && wrong.output == "switchyard: Wrong email or password\n")
  }

  @Test("a damaged task: the app starts, says so, and never prints the task")
  func damagedRow() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = try await Switchyard.demoDatabase(in: folder)
    try Switchyard.damage(
      path, sql: "UPDATE tasks SET created_at = 'garbage', notes = 'private notes' WHERE id = 2")
    let session = try await Switchyard.run(
      ["--db", path], input: (Self.signIn + ["quit", ""]).joined(separator: "\n"))
    #expect(session.status == 0)
    #expect(session.output.contains("1 task could not be read (damaged)"))
    #expect(!session.output.contains("private notes") && !session.output.contains("Pick up bread"))
    let check = try await Switchyard.run(["db", "check", "--db", path])
    #expect(check.status == 1 && check.output.contains("task 2 of user 1: a value is missing or unreadable"))
  }

  @Test("db check says a copy of the main file made while the app ran has no switchyard tables")
  func checkCopyWithoutWal() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("empty.sqlite").path
    #expect(FileManager.default.createFile(atPath: path, contents: Data()))
    let check = try await Switchyard.run(["db", "check", "--db", path])
    #expect(check.status == 1)
    #expect(check.output.contains("without switchyard's tables"))
  }

  @Test("a FIFO as the database is refused at once, by the app and by db check")
  func fifo() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("pipe").path
    #expect(mkfifo(path, 0o600) == 0)
    for arguments in [["--db", path, "--plain"], ["db", "check", "--db", path]] {
      let result = try await Switchyard.run(arguments)
      #expect(result.status == 1)
      #expect(result.output == "switchyard: \(path) is not a regular file (a pipe, device or socket)\n")
    }
  }
}
