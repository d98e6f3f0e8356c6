import Foundation
import GRDB
import Testing

/// A plain or piped run starts at the Inbox or the route it is given, and leaves the place the
/// user keeps for interactive starts alone.
@Suite("switchyard in plain line mode: places")
struct PlainPlaceEndToEndTests {
  @Test("`open projects/new` piped opens the sheet, saves no place; the next run starts at the Inbox")
  func pipedRunKeepsNoPlace() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switchyard-plain-place-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = folder.appendingPathComponent("app.sqlite").path
    #expect(try await Switchyard.run(["demo", "--db", database]).status == 0)
    let signIn = ["1", "demo@switchyard.local", "2", "switchyard-demo", "3"]

    let first = try await Switchyard.run(
      ["open", "projects/new", "--db", database], input: (signIn + ["quit", ""]).joined(separator: "\n"))
    #expect(first.status == 0)
    #expect(first.output.contains("New project"), "the route given opens: \(first.output)")
    let queue = try DatabaseQueue(path: database)
    let saved = try await queue.read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM navigation_state") ?? -1
    }
    try queue.close()
    #expect(saved == 0, "a piped run saves no place")

    let second = try await Switchyard.run(
      ["--db", database, "--sign-out"], input: (signIn + ["4", "quit", ""]).joined(separator: "\n"))
    #expect(second.status == 0)
    #expect(second.output.contains("All (selected)  25"))
    let afterSignIn = second.output.components(separatedBy: "All (selected)  25").dropFirst().joined()
    #expect(!afterSignIn.contains("New project"), "\(second.output)")
    #expect(!afterSignIn.contains("Project name"), "4 is not typed into a sheet: \(second.output)")
  }
}
