import Foundation
import SwitchyardTesting
import Testing

/// The `switchyard` binary driven by a script through pipes (plain line mode), as a screen
/// reader or a shell script would use it.
@Suite("switchyard in plain line mode")
struct PlainModeEndToEndTests {
  @Test("demo data, then a scripted sign-in, a tab switch and a search")
  func scriptedSession() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switchyard-plain-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = folder.appendingPathComponent("app.sqlite").path
    let demo = try await Switchyard.run(["demo", "--db", database])
    #expect(demo.status == 0)
    #expect(demo.output.contains("demo@switchyard.local"))

    let script = ["1", "demo@switchyard.local", "2", "switchyard-demo", "3", "tab search", "oat", "quit", ""]
    let session = try await Switchyard.run(["--db", database], input: script.joined(separator: "\n"))
    #expect(session.status == 0)
    #expect(session.output.contains("1. text field Email"))
    #expect(session.output.contains("All (selected)  25"), "the chosen filter is named")
    #expect(session.output.contains("Buy oat milk"))
    #expect(!session.output.contains("\u{1B}"))
  }

  @Test("the tab bar says which tab is selected; a change and its undo are announced once each as notices")
  func notices() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switchyard-plain-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = folder.appendingPathComponent("app.sqlite").path
    #expect(try await Switchyard.run(["demo", "--db", database]).status == 0)
    let script = [
      "1", "demo@switchyard.local", "2", "switchyard-demo", "3", "key space", "key u", "quit", "",
    ]
    let session = try await Switchyard.run(["--db", database], input: script.joined(separator: "\n"))
    #expect(session.status == 0)
    #expect(session.output.contains(" 1 Inbox (selected) "))
    let lines = session.output.split(separator: "\n")
    let marked = lines.filter { $0.hasPrefix("notice: Marked “") && $0.hasSuffix("” done (u to undo)") }
    #expect(marked.count == 1, "\(session.output)")
    #expect(lines.filter { $0.hasPrefix("notice: Undone: Marked “") }.count == 1)
  }

  @Test("a session recorded in plain mode replays line by line; the password is in no byte")
  func recordAndReplay() async throws {
    let (folder, recording, session) = try await recordDemo(["tab search", "oat"])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(session.status == 0)
    #expect(session.output.contains("Buy oat milk"))

    let bytes = try Data(contentsOf: URL(fileURLWithPath: recording))
    #expect(bytes.range(of: Data("switchyard-demo".utf8)) == nil)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.contains(#""text":"demo@switchyard.local","type":"line""#))
    #expect(text.contains(#""secret":true,"t":"#) && text.contains(#""type":"line""#))
    let replay = try await Switchyard.run(["replay", recording])
    #expect(replay.status == 0, "\(replay.output)")
    #expect(replay.output.contains("Buy oat milk"))
    #expect(!replay.output.contains("Sign in"))
  }

  @Test("a session recorded in plain mode replays to its recorded final screen, which names the data file")
  func replayEndsOnRecordedScreen() async throws {
    let (folder, recording, session) = try await recordDemo(["tab settings"])
    defer { try? FileManager.default.removeItem(at: folder) }
    #expect(session.status == 0)
    let events = try String(contentsOfFile: recording, encoding: .utf8).split(separator: "\n")
      .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
    let recorded = try #require(events.last { $0["type"] as? String == "screen" }?["text"] as? String)
    #expect(recorded.contains("Data file: \(folder.path.prefix(30))"))
    let replay = try await Switchyard.runSeparately(["replay", recording])
    #expect(replay.status == 0, "\(replay.errors)")
    #expect(replay.output == recorded + "\n")
  }

  /// Records a plain session on a new demo database in a new folder (the caller deletes it):
  /// signing in, then `lines`, then `quit`. Returns the folder, the recording and the session.
  private func recordDemo(
    _ lines: [String]
  ) async throws -> (folder: URL, recording: String, session: (status: Int32, output: String)) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switchyard-plain-record-\(UUID().uuidString)")
    let database = folder.appendingPathComponent("app.sqlite").path
    #expect(try await Switchyard.run(["demo", "--db", database]).status == 0)
    let recording = folder.appendingPathComponent("bug.jsonl").path
    let script = ["1", "demo@switchyard.local", "2", "switchyard-demo", "3"] + lines + ["quit", ""]
    let session = try await Switchyard.run(
      ["--db", database, "--record", recording], input: script.joined(separator: "\n"))
    return (folder, recording, session)
  }

  @Test("a recording that ends signed out leaves no private copy of every account behind")
  func recordingLeavesNoPrivateCopy() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switchyard-plain-record-\(UUID().uuidString)")
    let scratch = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = folder.appendingPathComponent("app.sqlite").path
    #expect(try await Switchyard.run(["demo", "--db", database]).status == 0)
    let recording = folder.appendingPathComponent("bug.jsonl").path
    for input in ["quit\n", ""] {
      let session = try await Switchyard.run(
        ["--db", database, "--record", recording], input: input, environment: ["TMPDIR": scratch.path])
      #expect(session.status == 0, "\(session.output)")
      let left = FileManager.default.enumerator(atPath: scratch.path)?.compactMap { $0 as? String } ?? []
      #expect(!left.contains { $0.hasSuffix(".sqlite") }, "\(left)")
    }
  }

  @Test("db check reports a sound file, and a broken one with a one-line error")
  func databaseCheck() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switchyard-check-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let good = folder.appendingPathComponent("good.sqlite").path
    _ = try await Switchyard.run(["demo", "--db", good])
    let ok = try await Switchyard.run(["db", "check", "--db", good])
    #expect(ok.status == 0 && ok.output.contains("passed the integrity check"))
    let bad = folder.appendingPathComponent("bad.sqlite").path
    try Data("not a database at all".utf8).write(to: URL(fileURLWithPath: bad))
    let broken = try await Switchyard.run(["db", "check", "--db", bad])
    #expect(broken.status != 0)
    #expect(broken.output.split(separator: "\n").count == 1)
    #expect(broken.output.contains("is not a switchyard database"))
    #expect(try String(contentsOfFile: bad, encoding: .utf8) == "not a database at all")
  }
}
