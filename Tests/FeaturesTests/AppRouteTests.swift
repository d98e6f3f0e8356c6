import Container
import Coordinators
import Features
import Routing
import Services
import SwitchyardTesting
import Testing

/// The app's routes: what they look like, and what happens with routes that cannot be followed.
@MainActor
@Suite("App routes")
struct AppRouteTests {
  @Test("the issue's example: a task of a project, its edit sheet")
  func example() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    let tabs = try await signedInDemo(container)
    let project = try #require(container.cache.value.projects.first { $0.name == "Work" })
    let task = try #require(container.cache.value.tasks(inProject: project.id).first)
    let url = "switchyard://projects/\(project.id)/tasks/\(task.id)/edit"
    try tabs.open(Route(parsing: url, scheme: "switchyard"))
    #expect(tabs.selectedTab == .projects)
    #expect(tabs.projects.path == [.project(project.id), .task(.detail(task.id))])
    #expect(tabs.projects.modalCover?.destination == .task(.edit(task.id)))
    #expect(tabs.route.url(scheme: "switchyard") == url)
    try tabs.open(Route(["projects", "\(project.id)", "tasks", "new"]))
    #expect(tabs.projects.modalCover?.destination == .task(.create(project.id)))
    try tabs.open(Route(["inbox", "tasks", "new"]))
    #expect(tabs.inbox.modalCover?.destination == .task(.create(nil)))
    try tabs.open(Route(["settings", "password"]))
    #expect(tabs.selectedTab == .settings && tabs.settings.path == [.changePassword])
  }

  @Test("a route that cannot be followed gives one line and leaves the app where it was")
  func refused() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    // Someone else's project, made before the demo account exists.
    try await container.auth.signUp(name: "Eve", email: "eve@example.com", password: "correct horse")
    let others = try await container.projects.create(name: "Eve's secrets")
    await container.auth.signOut()
    let tabs = try await signedInDemo(container)
    let task = try #require(container.cache.value.tasks.first)
    try tabs.open(Route(["search", "tasks", "\(task.id)"]))
    let before = tabs.navigationSnapshot
    let missing: Int64 = 999_999_999  // the cache holds the shown pages, not every task
    for (text, expected) in [
      ("switchyard://projects/\(others.id)", "there is no project \(others.id)"),
      ("switchyard://inbox/tasks/\(missing)", "there is no task \(missing)"),
      ("switchyard://inbox/tasks/seventeen", "‘seventeen’ is not a task id"),
      ("switchyard://inbox/tasks", "/inbox/tasks needs a task id"),
      ("switchyard://calendar", "there is no ‘calendar’ in /"),
      ("switchyard://inbox/tasks/\(task.id)/delete", "there is no ‘delete’ in /inbox/tasks/\(task.id)"),
      ("https://example.com/inbox", "not a route: ‘https://example.com/inbox’"),
      ("switchyard://inbox?filter=today", "a route has no query or fragment"),
    ] {
      #expect {
        try tabs.open(Route(parsing: text, scheme: "switchyard"))
      } throws: { error in
        let message = (error as? RouteError)?.message ?? ""
        return message.contains(expected) && !message.contains("\n")
      }
      #expect(tabs.navigationSnapshot == before, "\(text) changed the app")
    }
  }

  @Test("at start, a route that no longer resolves opens its nearest valid parent")
  func nearestParent() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    let tabs = try await signedInDemo(container)
    let project = try #require(container.cache.value.projects.first { $0.name == "Work" })
    let task = try #require(container.cache.value.tasks(inProject: project.id).first)
    try await container.tasks.delete(task.id)
    let fresh = MainTabCoordinator(container: container)
    let (opened, error) = fresh.openNearest(
      Route(["projects", "\(project.id)", "tasks", "\(task.id)", "edit"]))
    #expect(opened == Route(["projects", "\(project.id)"]))
    #expect(error?.message == "there is no task \(task.id)")
    #expect(fresh.projects.path == [.project(project.id)] && fresh.projects.modalCover == nil)
    #expect(tabs.openNearest(Route(["archive", "2024"])).opened == .root)
    #expect(tabs.selectedTab == .inbox && tabs.inbox.path.isEmpty)
  }

  @Test("signed out, the route is the sign-in flow's")
  func signedOut() throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    let app = AppCoordinator(container: container)
    #expect(app.route == .root)
    try app.open(Route(["sign-up"]))
    guard case .signedOut(let auth) = app.variant else {
      Issue.record("should be signed out")
      return
    }
    #expect(auth.path == [.signUp])
    #expect(app.route.url(scheme: "switchyard") == "switchyard://sign-up")
    #expect(throws: RouteError.self) { try app.open(Route(["inbox"])) }
  }
}
