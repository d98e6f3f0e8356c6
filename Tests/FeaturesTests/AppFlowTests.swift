import Container
import Coordinators
import Features
import Services
import SwitchyardTesting
import TerminalUI
import Testing

/// The app's navigation, driven through the real container on a temporary database and
/// asserted as state.
@MainActor
@Suite("App flows")
struct AppFlowTests {
  @Test("sign up → tabs → open a task from Search → edit → back")
  func signUpSearchEditBack() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    container.start()
    let app = AppCoordinator(container: container)
    app.start()
    guard case .signedOut(let auth) = app.variant else { Issue.record("should start signed out"); return }
    auth.signIn.createAccount()
    #expect(auth.path == [.signUp])

    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    await container.work.idle()
    guard case .signedIn(let tabs) = app.variant else { Issue.record("should be signed in"); return }
    #expect(tabs.selectedTab == .inbox)

    let task = try await container.tasks.create(TaskDraft(title: "Buy oat milk", notes: "the barista one"))
    tabs.select(.search)
    tabs.search.search.setQuery("oat")
    await tabs.work.idle()
    #expect(tabs.search.search.results.map(\.id) == [task.id])
    tabs.search.search.open(task.id)
    #expect(tabs.search.path == [.task(.detail(task.id))])

    let harness = HeadlessHarness(width: 80, height: 24) { AppCoordinator.rootView(with: app) }
    harness.press(.character("e"))
    #expect(tabs.search.modalCover?.destination == .task(.edit(task.id)))
    harness.press(.control("u"))
    harness.type("Buy oat milk x2")
    harness.press(.enter)
    await tabs.work.idle()
    #expect(container.cache.value.task(task.id)?.title == "Buy oat milk x2")
    harness.press(.escape)
    #expect(tabs.search.path.isEmpty)
  }

  @Test("signing out discards the whole signed-in flow")
  func signOutDiscardsFlow() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    container.start()
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let app = AppCoordinator(container: container)
    app.start()
    weak var tabs: MainTabCoordinator?
    weak var inbox: TaskListComponentModel?
    if case .signedIn(let current) = app.variant {
      tabs = current
      inbox = current.inbox.list
    }
    #expect(tabs != nil)
    await container.auth.signOut()
    await container.work.idle()
    #expect(tabs == nil && inbox == nil)
    guard case .signedOut = app.variant else { Issue.record("should be signed out"); return }
  }

  @Test("toggling a task done in one tab shows in every tab at once")
  func toggleShowsEverywhere() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    container.start()
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let project = try await container.projects.create(name: "Home")
    let task = try await container.tasks.create(TaskDraft(title: "Water plants", projectID: project.id))
    let tabs = MainTabCoordinator(container: container)
    tabs.search.search.setQuery("water")
    await tabs.work.idle()
    tabs.search.search.toggleDone(task.id)
    await tabs.work.idle()
    #expect(tabs.search.search.results.first?.isDone == true)
    #expect(tabs.inbox.list.tasks.isEmpty)
    tabs.inbox.list.selectFilter(offsetBy: -1)
    #expect(tabs.inbox.list.filter == .done)
    #expect(tabs.inbox.list.tasks.map(\.id) == [task.id])
    #expect(tabs.projects.list.projects.first?.open == 0)
  }

  @Test("delete asks first; confirming deletes and pops back to the list")
  func deleteWithConfirmation() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    container.start()
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let task = try await container.tasks.create(TaskDraft(title: "Old task"))
    let tabs = MainTabCoordinator(container: container)
    let inbox = tabs.inbox
    inbox.taskFlow.open(task.id)
    let harness = HeadlessHarness(width: 80, height: 24) {
      AppShell { MainTabCoordinator.rootView(with: tabs) }
    }
    harness.press(.character("d"))
    #expect(inbox.alertModel?.title == "Delete task?")
    harness.press(.enter)
    #expect(
      inbox.alertModel == nil && container.cache.value.tasks.count == 1, "Enter keeps (the safe default)")
    harness.press(.character("d"), .character("y"))
    await tabs.work.idle()
    #expect(inbox.path.isEmpty)
    #expect(container.cache.value.tasks.isEmpty)
  }

  @Test("new project sheet creates the project and highlights it in the list")
  func newProject() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let tabs = MainTabCoordinator(container: container)
    tabs.select(.projects)
    let harness = HeadlessHarness(width: 80, height: 24) { MainTabCoordinator.rootView(with: tabs) }
    harness.press(.character("n"))
    #expect(tabs.projects.modalCover?.destination == .newProject)
    harness.type("Garden")
    harness.press(.enter)
    await tabs.work.idle()
    let garden = try #require(container.cache.value.projects.first)
    #expect(garden.name == "Garden")
    #expect(tabs.projects.path == [], "the list stays shown, for the next one")
    #expect(tabs.projects.list.selectedID == garden.id)
    #expect(tabs.projects.modalCover == nil)
  }

  @Test("a project can be renamed and deleted from the list, each through a dialog")
  func renameAndDeleteProject() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let project = try await container.projects.create(name: "Gardn")
    let task = try await container.tasks.create(TaskDraft(title: "Plant tulips", projectID: project.id))
    let tabs = MainTabCoordinator(container: container)
    tabs.select(.projects)
    let harness = HeadlessHarness(width: 80, height: 24) { MainTabCoordinator.rootView(with: tabs) }
    harness.press(.character("r"))
    #expect(tabs.projects.alertModel?.title == "Rename project")
    harness.press(.end)
    harness.press(.left)
    harness.type("e")
    harness.press(.tab, .enter)
    await tabs.work.idle()
    #expect(container.cache.value.project(project.id)?.name == "Garden")
    harness.press(.character("d"))
    #expect(tabs.projects.alertModel?.title == "Delete project?")
    harness.press(.escape)
    #expect(tabs.projects.alertModel == nil)
    #expect(container.cache.value.projects.count == 1)
    harness.press(.character("d"))
    harness.press(.character("y"))
    await tabs.work.idle()
    #expect(container.cache.value.projects.isEmpty)
    #expect(container.cache.value.task(task.id)?.projectID == nil)
  }

  @Test("renamed in another instance while the dialog is open: the user is asked, and either name can win")
  func renameConflict() async throws {
    for keepMine in [true, false] {
      let (container, cleanup) = try makeContainer()
      defer { cleanup() }
      try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
      let project = try await container.projects.create(name: "Gardn")
      let elsewhere = try AppContainer(configuration: container.configuration)
      try await elsewhere.auth.signIn(email: "ada@example.com", password: "correct horse")
      let tabs = MainTabCoordinator(container: container)
      tabs.select(.projects)
      let harness = HeadlessHarness(width: 80, height: 24) { MainTabCoordinator.rootView(with: tabs) }
      harness.press(.character("r"))
      harness.press(.end, .left)
      harness.type("e")
      try await elsewhere.projects.rename(project.id, from: "Gardn", to: "Yard")
      harness.press(.tab, .enter)
      await tabs.work.idle()
      #expect(tabs.projects.alertModel?.title == "Renamed elsewhere")
      #expect(harness.screen.contains("[ Rename to “Garden” ]  [ Keep “Yard” ]"))
      #expect(
        try await elsewhere.projects.loadAll().first?.name == "Yard", "the refused rename wrote nothing")
      // Cancel (keeping the other name) has the focus first; `y` is the primary action.
      harness.press(keepMine ? .character("y") : .enter)
      await tabs.work.idle()
      #expect(tabs.projects.alertModel == nil, "\(harness.screen)")
      #expect(try await elsewhere.projects.loadAll().first?.name == (keepMine ? "Garden" : "Yard"))
      elsewhere.stop()
    }
  }
}
