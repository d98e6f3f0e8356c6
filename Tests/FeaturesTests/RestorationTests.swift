import Clocks
import Container
import Coordinators
import Features
import Foundation
import Routing
import Services
import SwitchyardTesting
import TerminalUI
import Testing

/// Quitting and starting again, through the real container on a temporary database file.
@MainActor
@Suite("State restoration")
struct RestorationTests {
  let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-restore-\(UUID())")
  let size = Size(width: 100, height: 30)

  @Test("the same tab, every tab's stack, and the open sheet with what was typed in it")
  func quitAndStartAgain() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try await launch(seed: true)
    try await signIn(first, as: DemoSeeder.email, DemoSeeder.password)
    let task = try #require(first.container.cache.value.tasks.first)
    let project = try #require(first.container.cache.value.projects.first { $0.name == "Home" })
    try first.coordinator.open(Route(["inbox", "tasks", "\(task.id)"]))
    try first.coordinator.open(Route(["projects", "\(project.id)", "tasks", "new"]))
    await first.press([])
    await first.type("Fix the gate")
    await first.idle()
    let before = first.coordinator.navigationSnapshot
    #expect(
      before.entries.map(\.route.description) == [
        "inbox/tasks/\(task.id)", "search", "settings", "projects/\(project.id)/tasks/new",
      ])
    #expect(before.entries.last?.draft?["title"] == "Fix the gate")
    first.session.saveNavigation()  // what quitting does (the app's exit hook)
    first.container.stop()

    let second = try await launch()
    try await signIn(second, as: DemoSeeder.email, DemoSeeder.password)
    #expect(second.coordinator.navigationSnapshot == before)
    guard case .signedIn(let tabs) = second.coordinator.variant else { throw Unexpected.signedOut }
    #expect(tabs.selectedTab == .projects && tabs.inbox.path == [.task(.detail(task.id))])
    #expect(tabs.projects.modalCover?.destination == .task(.create(project.id)))
    #expect(second.screen.contains("Fix the gate"))
    second.container.stop()
  }

  @Test("an edit sheet restored after a restart keeps a title another instance saved meanwhile")
  func restoredSheetMerges() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try await launch(seed: true)
    try await signIn(first, as: DemoSeeder.email, DemoSeeder.password)
    let task = try #require(first.container.cache.value.tasks.first { $0.notes.isEmpty })
    try first.coordinator.open(Route(["inbox", "tasks", "\(task.id)", "edit"]))
    await first.press([.tab])  // to the notes
    await first.type("typed before the restart")
    let entries = first.coordinator.navigationSnapshot.entries
    let typed = try #require(entries.first { $0.route.description.hasSuffix("/edit") }?.draft, "\(entries)")
    #expect(typed["notes"]?.hasSuffix("typed before the restart") == true, "\(typed)")
    first.session.saveNavigation()
    first.container.stop()

    // Another instance renames the task while this one is closed.
    let other = try await launch()
    try await signIn(other, as: DemoSeeder.email, DemoSeeder.password)
    var renamed = TaskDraft(task)
    renamed.title = "Renamed elsewhere"
    try await other.container.tasks.edit(task.id, from: TaskDraft(task), to: renamed, keepingMine: false)
    other.container.stop()

    let second = try await launch()
    try await signIn(second, as: DemoSeeder.email, DemoSeeder.password)
    #expect(second.screen.contains("typed before the restart"))
    await second.press([.enter])  // on the title field: save
    let saved = try #require(try await second.container.tasks.load(task.id))
    #expect(saved.title == "Renamed elsewhere", "the other instance's title stays")
    #expect(saved.notes.hasSuffix("typed before the restart"), "what was typed is saved")
    second.container.stop()
  }

  @Test("a saved place thousands of screens deep is cut at the limit, with a note, at once")
  func tooDeep() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let app = try await launch(seed: true)
    try await signIn(app, as: DemoSeeder.email, DemoSeeder.password)
    let task = try #require(app.container.cache.value.tasks.first)
    let deep = Route(["inbox"] + Array(repeating: ["tasks", "\(task.id)"], count: 5_000).joined())
    let errors = app.coordinator.restore(NavigationSnapshot(entries: [NavigationSnapshot.Entry(route: deep)]))
    #expect(errors.count == 1)
    #expect(errors.first?.message.contains("10001 segments deep was cut") == true, "\(errors)")
    #expect(
      app.coordinator.navigationSnapshot.entries.first?.route.count ?? 0
        <= NavigationSnapshot.maximumRestoredDepth)
    app.container.stop()
  }

  @Test("each user gets their own place back; nobody else's")
  func perUser() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try await launch(seed: true)
    try await first.container.auth.signUp(name: "Eve", email: "eve@example.com", password: "correct horse")
    await first.idle()
    await first.container.auth.signOut()
    await first.idle()
    try await signIn(first, as: DemoSeeder.email, DemoSeeder.password)
    try first.coordinator.open(Route(["settings", "password"]))
    await first.idle()
    await first.container.auth.signOut()
    await first.idle()
    try await signIn(first, as: "eve@example.com", "correct horse")
    #expect(first.coordinator.route == Route(["inbox"]))
    first.container.stop()

    let second = try await launch()
    try await signIn(second, as: DemoSeeder.email, DemoSeeder.password)
    #expect(second.coordinator.route == Route(["settings", "password"]))
    second.container.stop()
  }

  @Test("a place that no longer exists opens at its nearest parent, with a note")
  func deletedTask() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try await launch(seed: true)
    try await signIn(first, as: DemoSeeder.email, DemoSeeder.password)
    let project = try #require(first.container.cache.value.projects.first { $0.name == "Work" })
    let task = try #require(first.container.cache.value.tasks(inProject: project.id).first)
    try first.coordinator.open(Route(["projects", "\(project.id)", "tasks", "\(task.id)", "edit"]))
    await first.idle()
    try await first.container.tasks.delete(task.id)
    first.session.saveNavigation()
    first.container.stop()

    let second = try await launch()
    try await signIn(second, as: DemoSeeder.email, DemoSeeder.password)
    #expect(second.coordinator.route == Route(["projects", "\(project.id)"]))
    #expect(
      second.session.palette.notice
        == "there is no task \(task.id) — showing switchyard://projects/\(project.id)")
    second.container.stop()
  }

  @Test("a saved state that cannot be read is logged and the app starts at its first screen, data intact")
  func unreadable() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try await launch(seed: true)
    try await signIn(first, as: DemoSeeder.email, DemoSeeder.password)
    let user = try #require(first.container.cache.value.session?.id)
    let tasks = first.container.cache.value.tasks.count
    try NavigationStateStorage(database: first.container.database).save("{not json", for: user, at: Date())
    first.container.stop()

    let second = try await launch()
    try await signIn(second, as: DemoSeeder.email, DemoSeeder.password)
    #expect(second.coordinator.route == Route(["inbox"]))
    #expect(second.container.cache.value.tasks.count == tasks)
    try second.coordinator.open(Route(["search"]))
    await second.idle()
    #expect(
      try NavigationStateStorage(database: second.container.database).load(for: user)?.contains("search")
        == true)
    second.container.stop()
  }

  @Test("`open` at start goes to the route once signed in, over the restored place")
  func startRoute() async throws {
    defer { try? FileManager.default.removeItem(at: folder) }
    let first = try await launch(seed: true, route: Route(["search"]))
    #expect(first.coordinator.route == .root)
    try await signIn(first, as: DemoSeeder.email, DemoSeeder.password)
    #expect(first.coordinator.route == Route(["search"]))
    #expect(first.session.palette.notice == nil)
    first.container.stop()
  }

  enum Unexpected: Error { case signedOut }

  /// The app on the database in `folder` (seeded with the demo account first, if asked).
  private func launch(seed: Bool = false, route: Route? = nil) async throws -> RunningApp {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let configuration = Configuration.testing(
      databasePath: folder.appendingPathComponent("app.sqlite").path, clock: ImmediateClock(),
      now: { Date(timeIntervalSince1970: 1_795_000_000) })
    let container = try AppContainer(configuration: configuration)
    if seed { _ = try await DemoSeeder(container: container).seed() }
    let session = AppRun(container: container, startRoute: route)
    session.start()
    let app = RunningApp(session: session, size: size)
    await app.idle()
    return app
  }

  private func signIn(_ app: RunningApp, as email: String, _ password: String) async throws {
    try await app.container.auth.signIn(email: email, password: password)
    await app.idle()
  }
}

/// A running app: its session, drawn at a size.
@MainActor
struct RunningApp {
  let session: AppRun
  let size: Size

  var container: AppContainer { session.container }
  var coordinator: AppCoordinator { session.coordinator }
  var screen: String { session.host.render(size: size).lines.joined(separator: "\n") }

  func idle() async {
    _ = session.host.render(size: size)
    await session.idle()
  }

  func press(_ keys: [Key]) async {
    await Driver(session: session, size: size).press(keys)
  }

  func type(_ text: String) async {
    await Driver(session: session, size: size).type(text)
  }
}
