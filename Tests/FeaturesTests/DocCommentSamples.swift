import Clocks
import Container
import Coordinators
import Features
import Foundation
import Routing
import Services
import TerminalUI
import Testing

/// The samples in the doc comments of the app's session, recording and navigation storage,
/// compiled and run.
@MainActor
@Suite("App doc comment samples", .serialized)
struct AppDocCommentSamples {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-samples-\(UUID())")

  @Test("the app launched as the executable does, on an in-memory terminal")
  func launchSample() async throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let container = try AppContainer(
      configuration: .testing(databasePath: folder.appendingPathComponent("app.sqlite").path))
    let settings = UserConfiguration()
    let terminal = InMemoryTerminal(size: Size(width: 100, height: 30))
    let session = AppLaunch.session(container: container, settings: settings)
    session.start()
    try AppLaunch.fullScreen(session, terminal: terminal).start()
    terminal.send("2n")
    await session.idle()
    #expect(terminal.exitStatus == nil)
  }

  @Test("a session, recorded and replayed; a user's place stored")
  func samples() async throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let configuration = Configuration.testing(
      databasePath: folder.appendingPathComponent("app.sqlite").path, clock: ImmediateClock())
    let file = folder.appendingPathComponent("bug.jsonl")
    let recording = AppRecording()
    let container = try AppContainer(configuration: configuration, wrapAuth: recording.wrapAuth)
    let session = AppRun(container: container)
    try recording.start(session, path: file.path, size: Size(width: 100, height: 30))
    session.start()
    await session.idle()
    recording.finish(session)
    recording.stop()
    let screen = try await AppReplay.run(recordingAt: file)
    #expect(screen.contains("Sign in"))

    let route = Route(["sign-up"])
    do {
      let session = AppRun(container: container, startRoute: route)
      session.start()
      let screen = session.host.render(size: Size(width: 100, height: 30))
      #expect(screen.lines.joined().contains("Create an account"))
    }

    let user = try await container.auth.signUp(
      name: "Ada", email: "ada@example.com", password: "correct horse")
    let json = #"{"entries":[]}"#
    let storage = NavigationStateStorage(database: container.database)
    try storage.save(json, for: user.id, at: Date())
    let saved = try storage.load(for: user.id)
    #expect(saved == json)

    do {
      let storage = ListSortStorage(database: container.database)
      try storage.save(TaskOrder(.priority), list: "inbox", for: user.id)
      let sorts = try storage.load(for: user.id)  // ["inbox": TaskOrder(.priority)]
      #expect(sorts == ["inbox": TaskOrder(.priority)])
    }
    do {
      let storage = AppearanceStorage(database: container.database)
      try storage.saveTheme("dark", for: user.id)
      let theme = try storage.theme(for: user.id)  // "dark"
      #expect(theme == "dark")
    }
    container.stop()
  }
}

@MainActor
func taskRowsSample(model: TaskListComponentModel) {
  let rows = model.tasks  // as many rows as the list holds; a few pages of them loaded
  let shown = rows[rows.startIndex]  // a placeholder until its page is read
  _ = shown
}
