import Foundation
import Observation
import Testing

@testable import TerminalUI

/// A sign-in form's fields, for recording tests.
@Observable @MainActor
final class Credentials {
  var email = ""
  var password = ""
  var signedIn = false
}

/// A sign-in form with a secure field.
struct CredentialsForm: View {
  let model: Credentials

  var body: some View {
    VStack {
      TextField("Email", text: Binding(get: { model.email }, set: { model.email = $0 }))
      SecureField("Password", text: Binding(get: { model.password }, set: { model.password = $0 }))
      Button("Sign in") { model.signedIn = !model.password.isEmpty }
      Text(model.signedIn ? "Welcome, \(model.email)" : "Signed out")
    }
  }
}

@MainActor
@Suite("Session recording and replay")
struct RecordingTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-recording-\(UUID())")

  @Test("every key with every modifier is written as the footer writes it and read back as the same key")
  func keyNames() {
    var codes: [Key.Code] = [
      .enter, .escape, .tab, .backspace, .delete, .insert, .up, .down, .left, .right, .home, .end, .pageUp,
      .pageDown,
    ]
    codes += (1...35).map(Key.Code.function)
    codes += (0x20...0x7E).map { Key.Code.character(Character(UnicodeScalar($0)!)) }
    codes += ["é", "ß", "中", "👍", "👨‍👩‍👧", "F", "-"].map(Key.Code.character)
    var checked = 0
    for code in codes {
      for bits in 0..<16 {
        let key = Key(code, Key.Modifiers(rawValue: UInt8(bits)))
        #expect(Key(recordedName: key.description) == key, "\(key.description)")
        checked += 1
      }
    }
    #expect(checked == codes.count * 16)
    #expect(
      Key(recordedName: "hyper-x") == nil && Key(recordedName: "F36") == nil && Key(recordedName: "") == nil)
  }

  @Test("mouse reports are recorded as xterm encodes them and read back unchanged")
  func mouse() {
    let events = [
      MouseEvent(.press, column: 0, row: 0), MouseEvent(.release, button: .right, column: 9, row: 4),
      MouseEvent(.drag, button: .middle, column: 3, row: 2, modifiers: [.shift, .control]),
      MouseEvent(.move, button: .none, column: 5, row: 5),
      MouseEvent(.scrollDown, button: .none, column: 1, row: 1),
      MouseEvent(.scrollUp, button: .none, column: 2, row: 3, modifiers: [.alt]),
      MouseEvent(.press, button: .other(9), column: 7, row: 7),
    ]
    for event in events {
      #expect(MouseEvent(recorded: event.recorded) == event)
    }
  }

  @Test("what is typed into a secure field never reaches the file, by bytes; everything else does")
  func secrets() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("session.jsonl").path
    let model = Credentials()
    let harness = HeadlessHarness(width: 40, height: 6) { CredentialsForm(model: model) }
    var start = RecordedEvent(.start, t: 0)
    start.version = 1
    let recorder = try Recorder(path: path, start: start, elapsed: { .zero })
    recorder.attach(to: harness.host)
    harness.type("ada@example.com")
    harness.press(.tab)
    harness.type("hunter2-Zebra")
    harness.press(.backspace, .paste("pasted-Secret"), .tab, .enter)
    recorder.recordScreen(of: harness.host)
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    for secret in ["hunter2", "Zebra", "pasted", "Secret", "unter", "ebr"] {
      #expect(bytes.range(of: Data(secret.utf8)) == nil, "“\(secret)” is in the recording")
    }
    let recording = try Recording(text: String(decoding: bytes, as: UTF8.self))
    // Typing, a backspace and a paste into the password field: one secret line, no keys.
    #expect(recording.events.filter { $0.secret == true }.count == 1)
    #expect(!recording.events.contains { $0.key == "backspace" })
    #expect(recording.events.contains { $0.key == "tab" })
    #expect(recording.events.filter { $0.key != nil }.map(\.key!).joined().hasPrefix("ada@example.com"))
    #expect(recording.finalScreen?.contains("Welcome, ada@example.com") == true)
    #expect(recording.finalScreen?.contains("hunter2") == false)
  }

  @Test("two sessions whose passwords differ only in length record the same bytes")
  func secretLengths() throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func record(password: String, name: String) throws -> Data {
      let path = folder.appendingPathComponent(name).path
      let model = Credentials()
      let harness = HeadlessHarness(width: 40, height: 6) { CredentialsForm(model: model) }
      let recorder = try Recorder(path: path, start: RecordedEvent(.start, t: 0), elapsed: { .zero })
      recorder.attach(to: harness.host)
      harness.type("ada")
      harness.press(.tab)
      harness.type(password)
      harness.press(.left, .backspace)
      recorder.recordScreen(of: harness.host)
      #expect(
        harness.screen.contains("••••••••") && !harness.screen.contains("•••••••••"), "\(harness.screen)")
      return try Data(contentsOf: URL(fileURLWithPath: path))
    }
    let short = try record(password: "pw", name: "short.jsonl")
    let long = try record(password: "a-much-longer-password", name: "long.jsonl")
    #expect(short == long)
    #expect(!short.isEmpty)
  }

  @Test("a replay into a new host reproduces the recorded screen, a secret as the stand-in")
  func replay() async throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("session.jsonl").path
    let model = Credentials()
    let harness = HeadlessHarness(width: 40, height: 6) { CredentialsForm(model: model) }
    var start = RecordedEvent(.start, t: 0)
    start.version = 1
    (start.width, start.height) = (40, 6)
    var clock = 0
    let recorder = try Recorder(path: path, start: start) {
      clock += 10
      return .milliseconds(clock)
    }
    recorder.attach(to: harness.host)
    harness.type("ada")
    harness.press(.tab)
    harness.type("pw")
    harness.press(.tab, .enter)
    harness.size = Size(width: 36, height: 6)
    harness.press(.backTab)
    recorder.recordScreen(of: harness.host)

    let recording = try Recording(contentsOf: URL(fileURLWithPath: path))
    #expect(recording.events.contains { $0.type == .resize && $0.width == 36 })
    let replayed = Credentials()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { CredentialsForm(model: replayed) }
    var times: [Duration] = []
    var frames = 0
    let screen = await Replayer(recording: recording, host: host).run(
      advance: { times.append($0) }, frame: { _, _ in frames += 1 })
    #expect(screen == recording.finalScreen)
    #expect(
      replayed.password == Replayer.secretStandIn && replayed.email == "ada" && replayed.signedIn)
    #expect(times.first == .milliseconds(10) && times == times.sorted())
    #expect(frames == 9)
  }

  @Test("a file that is not a recording is refused with the line at fault")
  func malformed() {
    #expect(throws: Recording.Failure(description: "line 2 is not a recorded event")) {
      try Recording(text: "{\"type\":\"start\",\"version\":1}\n{\"type\":\"keyboard\"}\n")
    }
    #expect(throws: Recording.Failure(description: "a recording starts with a start line")) {
      try Recording(text: "{\"type\":\"key\",\"key\":\"a\"}\n")
    }
    #expect(
      throws: Recording.Failure(
        description: "recording version 2 is not supported (this build reads 1)")
    ) {
      try Recording(text: "{\"type\":\"start\",\"version\":2}\n")
    }
  }
}
