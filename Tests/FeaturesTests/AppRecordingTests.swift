import Clocks
import Container
import Coordinators
import Features
import Foundation
import Services
import SwitchyardTesting
import TerminalUI
import Testing

/// A session recorded through the app's own runtime and played back on a copy of the database
/// it started from. Serialized: a recording watches every store the process makes.
@MainActor
@Suite("Recording and replay", .serialized)
struct AppRecordingTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-record-\(UUID())")
  let size = Size(width: 100, height: 30)

  @Test("signed in at the start: the snapshot holds that account alone, with no password hash, and replays")
  func scrubbedSignedIn() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try await record(signedIn: true, otherAccount: true) { app in
      await app.press([.character("2")])
    }
    let snapshot = try snapshotContents(file, containing: "Eve's private plans")
    #expect(snapshot.emails == [DemoSeeder.email] && snapshot.hashes == 0 && snapshot.sessions == 0)
    #expect(!snapshot.found, "another account's task is in no byte of the snapshot (no free page kept it)")
    let recordingFile = file
    await expectReplayMatchesRecording(at: recordingFile) { try await AppReplay.run(recordingAt: $0) }
  }

  @Test("signed out at the start: the snapshot is cut to the account that signs in, and still replays")
  func scrubbedAtSignIn() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try await record(otherAccount: true) { app in
      await app.type(DemoSeeder.email)
      await app.press([.tab])
      await app.type(DemoSeeder.password)
      await app.press([.enter, .character("2")])
    }
    let snapshot = try snapshotContents(file, containing: "eve@example.org")
    #expect(snapshot.emails == [DemoSeeder.email] && snapshot.hashes == 0 && !snapshot.found)
    let recording = try Recording(contentsOf: file)
    #expect(recording.notes(named: "snapshot").count == 1)
    let recordingFile = file
    await expectReplayMatchesRecording(at: recordingFile) { try await AppReplay.run(recordingAt: $0) }
  }

  @Test("nobody signs in: the snapshot holds no account and no task, and no private copy stays behind")
  func noAccountWhenNobodySignsIn() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try await record(otherAccount: true) { app in
      await app.type("someone@example.org")
    }
    let snapshot = try snapshotContents(file, containing: "Eve's private plans")
    #expect(snapshot.emails.isEmpty && !snapshot.found)
    #expect(try !snapshotContents(file, containing: "eve@example.org").found)
    #expect(try !snapshotContents(file, containing: DemoSeeder.email).found)
    // The private copy with every account (in a folder named for this process) is gone.
    let parent = FileManager.default.temporaryDirectory.appendingPathComponent(
      "switchyard-replays-\(getuid())")
    let ours = ((try? FileManager.default.contentsOfDirectory(atPath: parent.path)) ?? [])
      .filter { $0.hasPrefix("\(getpid())-") }
    let leftover = ours.contains { name in
      let copy = parent.appendingPathComponent(name).appendingPathComponent("start.sqlite")
      let bytes = (try? Data(contentsOf: copy)) ?? Data()
      return bytes.range(of: Data("eve@example.org".utf8)) != nil
    }
    #expect(!leftover, "the copy with every account is deleted when the recording stops")
  }

  @Test("a recorded session replays to the same final screen; the password is in no byte of the file")
  func recordAndReplay() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try await record { app in
      await app.type("demo@switchyard.local")
      await app.press([.tab])
      await app.type(DemoSeeder.password)
      await app.press([.enter, .character("2"), .down, .enter, .enter, .character("e"), .end])
      await app.type(" now")
      await app.press([.escape, .character(":")])
      await app.type("groc")
      await app.press([.enter, .character("3")])
      await app.type("milk")
    }
    let bytes = try Data(contentsOf: file)
    #expect(bytes.range(of: Data(DemoSeeder.password.utf8)) == nil)
    #expect(bytes.range(of: Data("switchyard-de".utf8)) == nil)
    let recording = try Recording(contentsOf: file)
    #expect(recording.finalScreen?.contains("Search") == true)
    let routes = recording.events.compactMap(\.route)
    #expect(routes.contains { $0.hasSuffix("/edit") } && routes.last == "switchyard://search")
    let actions = recording.events.compactMap(\.action)
    #expect(actions.contains("changed(title, \"Pay the electricity bill now\")"))
    #expect(actions.filter { $0 == "changed(password, •••)" }.count == DemoSeeder.password.count)
    #expect(
      recording.notes(named: "auth") == [["call": "signIn", "email": DemoSeeder.email, "outcome": "ok"]])
    let recordingFile = file
    await expectReplayMatchesRecording(at: recordingFile) {
      try await AppReplay.run(recordingAt: $0)
    }
  }

  @Test("a notice that went during the session is gone at the end of its replay too")
  func noticeGoesInReplay() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let time = SessionTime()
    let file = try await record(signedIn: true, time: time) { app in
      await app.press([.character(" ")])
      #expect(app.session.host.render(size: size).lines.contains { $0.contains("u undo") })
      // Longer than the notice shows; then a key, so the replay gets there too.
      time.elapsed += .seconds(30)
      await app.press([.down])
    }
    let recording = try Recording(contentsOf: file)
    #expect(recording.finalScreen?.contains("Marked") == false, "the notice went in the session")
    await expectReplayMatchesRecording(at: file) { try await AppReplay.run(recordingAt: $0) }
  }

  @Test("a session that started signed in (a remembered sign-in) replays signed in as the same user")
  func startsSignedIn() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try await record(signedIn: true) { app in
      await app.press([.character("2"), .enter])
    }
    let recording = try Recording(contentsOf: file)
    #expect(
      recording.notes(named: "auth").first == ["call": "resume", "email": DemoSeeder.email, "outcome": "ok"])
    #expect(recording.finalScreen?.contains("Projects ›") == true)
    await expectReplayMatchesRecording(at: file) { try await AppReplay.run(recordingAt: $0) }
  }

  @Test("a replay refuses a starting database that is missing or not the recorded one")
  func wrongSnapshot() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = try await record { app in await app.press([.tab]) }
    let snapshot = file.path + ".sqlite"
    let other = folder.appendingPathComponent("other.sqlite").path
    var changed = try Data(contentsOf: URL(fileURLWithPath: snapshot))
    changed[changed.count - 1] ^= 0xFF
    try changed.write(to: URL(fileURLWithPath: other))
    await #expect(throws: (any Error).self) { try await AppReplay.run(recordingAt: file, snapshot: other) }
    do {
      _ = try await AppReplay.run(recordingAt: file, snapshot: other)
    } catch {
      #expect("\(error)" == "\(other) is not the database this session started from")
    }
    try FileManager.default.removeItem(atPath: snapshot)
    do {
      _ = try await AppReplay.run(recordingAt: file)
      Issue.record("a replay without its database should fail")
    } catch {
      #expect("\(error)" == "the starting database \(snapshot) is missing")
    }
  }

  /// Records a session of the demo account on a fresh database: `press` sends keys (the app
  /// left to finish its work after each); returns the recording's file.
  /// What the snapshot beside `file` holds: its accounts' emails, how many have a password
  /// hash, how many remembered sign-ins, and whether `text` is anywhere in its bytes.
  private func snapshotContents(
    _ file: URL, containing text: String
  ) throws -> (
    emails: [String], hashes: Int, sessions: Int, found: Bool
  ) {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: file.path + ".sqlite"))
    // A copy: opening the snapshot itself would change it (and its identity).
    let path = file.path + ".copy.sqlite"
    try bytes.write(to: URL(fileURLWithPath: path))
    let database = try AppDatabase(path: path, migrate: false)
    defer { try? database.close() }
    let (emails, hashes, sessions) = try database.writer.read { db in
      (
        try String.fetchAll(db, sql: "SELECT email FROM users ORDER BY id"),
        try Int.fetchOne(db, sql: "SELECT count(*) FROM users WHERE length(password_hash) > 0") ?? -1,
        try Int.fetchOne(db, sql: "SELECT count(*) FROM sessions") ?? -1
      )
    }
    return (emails, hashes, sessions, bytes.range(of: Data(text.utf8)) != nil)
  }

  /// With `time`, the session's events are stamped, and its host's clock runs, by `time` (which
  /// the test moves on), not the machine's.
  private func record(
    signedIn: Bool = false, otherAccount: Bool = false, time: SessionTime? = nil,
    _ drive: (Driver) async throws -> Void
  ) async throws -> URL {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let configuration = Configuration.testing(
      databasePath: folder.appendingPathComponent("app.sqlite").path, clock: ImmediateClock(),
      now: { Date(timeIntervalSince1970: 1_795_000_000) })
    let recording = AppRecording()
    defer { recording.stop() }
    let container = try AppContainer(configuration: configuration, wrapAuth: recording.wrapAuth)
    defer { container.stop() }
    container.start()
    if otherAccount {
      _ = try await container.auth.signUp(name: "Eve", email: "eve@example.org", password: "eve-password-1")
      _ = try await container.tasks.create(TaskDraft(title: "Eve's private plans"))
      await container.auth.signOut()
    }
    _ = try await DemoSeeder(container: container).seed()
    if signedIn { try await container.auth.signIn(email: DemoSeeder.email, password: DemoSeeder.password) }
    let session = AppRun(container: container)
    let file = folder.appendingPathComponent("session.jsonl")
    if let time {
      let origin = ContinuousClock.now
      session.host.clock = { origin + time.elapsed }
      try recording.start(session, path: file.path, size: size, elapsed: { time.elapsed })
    } else {
      try recording.start(session, path: file.path, size: size)
    }
    session.start()
    await session.idle()
    try await drive(Driver(session: session, size: size))
    _ = session.host.render(size: size)
    recording.finish(session)
    return file
  }
}

/// Presses keys in a running app, waiting until it is idle after each.
@MainActor
struct Driver {
  let session: AppRun
  let size: Size

  func press(_ keys: [Key]) async {
    for key in keys {
      _ = session.host.render(size: size)
      session.host.send(key)
      await session.idle()
    }
  }

  func type(_ text: String) async {
    await press(text.map { .character($0) })
  }
}

/// The time a recorded session has run, moved on by its test.
@MainActor
final class SessionTime {
  var elapsed = Duration.zero
}
