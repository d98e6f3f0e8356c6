import Clocks
import Container
import Features
import Foundation
import Services
import SwitchyardTesting
import TerminalUI

/// The app as `switchyard --db PATH` runs it, in process: a container on a temporary SQLite
/// file, the session set up by ``Features/AppLaunch`` with the user's settings, full screen on
/// an in-memory terminal (an xterm-256color in a UTF-8 locale, whatever the test's
/// environment). Keys go in many to a read; ``send(_:)`` returns once the app is idle and its
/// frames are written, so the screen is what a person would see after typing them.
@MainActor
final class InProcessApp {
  let folder: URL
  let container: AppContainer
  let session: AppRun
  let terminal: InMemoryTerminal
  let app: TerminalApp
  /// The clock the check for another instance's changes waits on: ``checkForOtherInstances()``.
  let changeCheckClock = TestClock()

  /// The app on a new demo database (the demo account and its 30 tasks) in a new folder,
  /// with `settings` and the `problems` found in the configuration file; signed in to the
  /// demo account, on the Inbox, unless `signIn` is false (then on the sign-in screen).
  static func demo(
    columns: Int = 100, rows: Int = 30, settings: UserConfiguration = UserConfiguration(),
    problems: [ConfigurationProblem] = [], signIn: Bool = true,
    seed: (AppContainer) async throws -> Void = { _ in }
  ) async throws -> InProcessApp {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-app-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("app.sqlite").path
    let seeder = try AppContainer(configuration: .testing(databasePath: path))
    _ = try await DemoSeeder(container: seeder).seed()
    try await seed(seeder)
    _ = seeder.close()
    let running = try InProcessApp(
      folder: folder, path: path, size: Size(width: columns, height: rows), settings: settings,
      problems: problems)
    if signIn {
      await running.send("\(DemoSeeder.email)\t\(DemoSeeder.password)\r")
    }
    return running
  }

  /// The app on a new, empty database in a new folder, on the sign-in screen.
  static func fresh(columns: Int = 100, rows: Int = 30) throws -> InProcessApp {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-app-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return try InProcessApp(
      folder: folder, path: folder.appendingPathComponent("app.sqlite").path,
      size: Size(width: columns, height: rows))
  }

  /// The app on the database at `path`, its log beside it, started.
  init(
    folder: URL, path: String, size: Size, settings: UserConfiguration = UserConfiguration(),
    problems: [ConfigurationProblem] = []
  ) throws {
    self.folder = folder
    var configuration = Configuration.testing(databasePath: path)
    configuration.logPath = folder.appendingPathComponent("switchyard.log").path
    configuration.changeCheckClock = changeCheckClock
    container = try AppContainer(configuration: configuration)
    session = AppLaunch.session(container: container, settings: settings, problems: problems)
    terminal = InMemoryTerminal(size: size)
    terminal.capabilities = TerminalCapabilities(colors: .palette256, unicode: true, repeatsCharacters: true)
    session.start()
    app = AppLaunch.fullScreen(session, terminal: terminal)
    try app.start()
  }

  /// Types `text` in one read and waits until the app is idle, its frames written.
  func send(_ text: String) async {
    await send(Array(text.utf8))
  }

  /// Sends raw bytes (control keys) in one read and waits until the app is idle. A read that
  /// ends in a lone Esc is followed by the pause that makes it Esc (not the start of a
  /// sequence): the terminal's clock passes a second, as a person's would.
  func send(_ bytes: [UInt8]) async {
    terminal.send(bytes)
    if bytes.last == 0x1B { terminal.passTime() }
    await app.idle()
  }

  /// What the terminal shows now.
  var text: String { terminal.screen.text }

  /// The screen's lines that hold `text`.
  func lines(containing text: String) -> [String] {
    self.text.split(separator: "\n").map(String.init).filter { $0.contains(text) }
  }

  /// Lets the check for another instance's changes run once (half a second on its clock), and
  /// waits until the cache holds what `changed` looks for and the app is idle.
  func checkForOtherInstances(until changed: @escaping @Sendable (AppState) -> Bool) async {
    await changeCheckClock.advance(by: .milliseconds(500))
    // The clock wakes the watcher on a thread of its own: what the tracker counts starts only
    // once it runs, so wait for the reload to land in the cache first.
    for await state in container.cache.values(of: \.self) where changed(state) { break }
    await app.idle()
  }

  /// Quits with `q`, as the user does; returns the status the app ended with.
  func quit() async -> Int32? {
    await send("q")
    session.saveNavigation()
    container.close()
    return terminal.exitStatus
  }

  /// Removes the folder (the database and the log).
  func removeFolder() {
    try? FileManager.default.removeItem(at: folder)
  }
}
