import Features
import Foundation
import SwitchyardTesting
import TerminalUI
import Testing

/// A recording is a file anyone can hand over: every field is checked before a replay acts on
/// it, a bad one is refused in one line, and the replay's copy of the database never outlives it.
@MainActor
@Suite("Replaying a recording that came from anyone")
struct ReplayHardeningTests {
  static let start =
    #"{"type":"start","t":0,"version":1,"app":"switchyard","width":100,"height":30,"#
    + #""database":"00","snapshot":"s.sqlite","startTime":1795000000}"#

  func recording(_ lines: [String], start: String = start) throws -> Recording {
    try Recording(text: ([start] + lines).joined(separator: "\n"))
  }

  @Test(
    "crafted fields are refused with the line at fault, never acted on",
    arguments: [
      (#"{"type":"resize","t":5,"width":-3,"height":10}"#, "line 2: a resize out of range"),
      (#"{"type":"resize","t":5,"width":100000,"height":10}"#, "line 2: a resize out of range"),
      (#"{"type":"key","t":-1,"key":"n"}"#, "line 2: a time out of range"),
      (#"{"type":"key","t":9223372036854775807,"key":"n"}"#, "line 2: a time out of range"),
      (
        #"{"type":"mouse","t":5,"mouse":{"code":0,"x":-1,"y":2,"released":false}}"#,
        "line 2: a mouse event out of range"
      ),
      (#"{"type":"key","t":5,"key":"not-a-key-at-all"}"#, "line 2: not a key"),
      (#"{"type":"start","t":5,"version":1}"#, "line 2: a second start line"),
    ])
  func crafted(line: String, message: String) throws {
    let bad = try recording([line])
    #expect(throws: Recording.Failure(description: message)) { try bad.validate() }
  }

  @Test("events and resized screens are bounded: at the limit accepted, one over refused")
  func boundedWork() throws {
    let key = #"{"type":"key","t":1,"key":"j"}"#
    let most = Recording.Limits.events - 1
    #expect(throws: Never.self) { try recording(Array(repeating: key, count: most)).validate() }
    #expect(throws: Recording.Failure(description: "more than 20000 events")) {
      try recording(Array(repeating: key, count: most + 1)).validate()
    }
    // The start is 100×30 (3,000 cells); nineteen full 1000×1000 resizes fit, the twentieth not.
    let resize = #"{"type":"resize","t":1,"width":1000,"height":1000}"#
    #expect(throws: Never.self) { try recording(Array(repeating: resize, count: 19)).validate() }
    #expect(
      throws: Recording.Failure(description: "line 21: the resizes add up to more than 20000000 cells")
    ) { try recording(Array(repeating: resize, count: 20)).validate() }
  }

  @Test("a starting database over 1 GiB is refused before a byte of it is read")
  func hugeSnapshot() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-huge-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("session.jsonl")
    try Data(Self.start.utf8).write(to: file)
    let snapshot = folder.appendingPathComponent("s.sqlite").path
    #expect(FileManager.default.createFile(atPath: snapshot, contents: nil))
    #expect(truncate(snapshot, off_t(AppReplay.maximumSnapshotBytes) + 1) == 0)  // sparse: no disk used
    await #expect(throws: (any Error).self) { _ = try await AppReplay.run(recordingAt: file) }
    do {
      _ = try await AppReplay.run(recordingAt: file)
    } catch {
      #expect(
        "\(error)" == "the starting database \(snapshot) is over 1 GiB; a recording's snapshot is smaller")
    }
  }

  @Test("times must not go back; a snapshot must be a plain file name beside the recording")
  func orderAndSnapshot() throws {
    let backwards = try recording([#"{"type":"key","t":50,"key":"n"}"#, #"{"type":"key","t":40,"key":"n"}"#])
    #expect(throws: Recording.Failure.self) { try backwards.validate() }
    for name in ["../s.sqlite", "/etc/passwd", "..", "", #"a\u001bb"#] {
      let start = Self.start.replacingOccurrences(
        of: #""snapshot":"s.sqlite""#, with: #""snapshot":"\#(name)""#)
      let crafted = try recording([], start: start)
      #expect(
        throws: Recording.Failure(
          description: "line 1: the snapshot must be a plain file name beside the recording"),
        "\(name.debugDescription)"
      ) { try crafted.validate() }
    }
    #expect(throws: Never.self) { try recording([#"{"type":"key","t":1,"key":"ctrl-c"}"#]).validate() }
  }

  @Test(
    "a seeded fuzz: 2,000 recordings with random extreme values are refused or within the limits, never a crash"
  )
  func fuzz() throws {
    var random = SeededRandomNumberGenerator(seed: 17)
    let numbers = [
      "-1", "0", "1", "30", "999", "1000", "1001", "86400000", "86400001", "2147483647",
      "-9223372036854775808", "9223372036854775807", "1e308", "\"x\"", "null", "[]",
    ]
    let shapes = [
      #"{"type":"resize","t":T,"width":N,"height":N}"#, #"{"type":"key","t":T,"key":"n"}"#,
      #"{"type":"key","t":T,"secret":true}"#, #"{"type":"key","t":T,"paste":"p"}"#,
      #"{"type":"mouse","t":T,"mouse":{"code":N,"x":N,"y":N,"released":false}}"#,
      #"{"type":"note","t":T,"name":"auth","fields":{"call":"signIn"}}"#,
      #"{"type":"screen","t":T,"text":"s"}"#,
      #"{"type":"start","t":T,"version":N,"width":N,"height":N}"#, "garbage",
    ]
    var refused = 0
    for _ in 0..<2_000 {
      let lines = (0..<Int.random(in: 1...6, using: &random)).map { _ in
        var line = shapes.randomElement(using: &random)!
        while let range = line.range(of: "N") ?? line.range(of: "T") {
          line.replaceSubrange(range, with: numbers.randomElement(using: &random)!)
        }
        return line
      }
      do {
        let parsed = try recording(lines)
        try parsed.validate()
        for event in parsed.events {
          if let t = event.t { #expect(Recording.Limits.time.contains(t)) }
          if event.type == .resize { #expect(Recording.Limits.width.contains(event.width ?? -1)) }
        }
      } catch is Recording.Failure {
        refused += 1
      }
    }
    #expect(refused > 100 && refused < 2_000, "\(refused) refused")
  }
}
