import Container
import Features
import Services
import SwitchyardTesting
import TerminalUI
import Testing

@MainActor
@Suite("New tasks: quick add, and where they show")
struct NewTaskTests {
  @Test("n then a line with inline details creates the task with its due date, priority and project")
  func quickAdd() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let groceries = try await container.projects.create(name: "Groceries")
    let tabs = MainTabCoordinator(container: container)
    let harness = HeadlessHarness(width: 100, height: 24) { MainTabCoordinator.rootView(with: tabs) }
    harness.press(.character("n"))
    #expect(harness.screen.contains("Buy milk tomorrow !2 #Groceries"), "the syntax is the field's hint")
    harness.type("Buy milk tomorrow !2 #Groceries")
    harness.press(.enter)
    await tabs.work.idle()
    let task = try #require(container.cache.value.tasks.first)
    #expect(task.title == "Buy milk")
    #expect(task.due == container.today.adding(days: 1))
    #expect(task.priority == .medium)
    #expect(task.projectID == groceries.id)
    #expect(tabs.inbox.list.selectedID == task.id)
  }

  @Test("the next new-task sheet starts on its Title field, wherever the last one was left")
  func nextSheetFocus() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let tabs = MainTabCoordinator(container: container)
    let harness = HeadlessHarness(width: 100, height: 24) { MainTabCoordinator.rootView(with: tabs) }
    harness.press(.character("n"), .tab)  // to the Notes field
    harness.type("left in notes")
    harness.press(.escape)
    _ = harness.screen
    harness.press(.character("n"))
    harness.type("Water the plants")
    harness.press(.enter)
    await tabs.work.idle()
    #expect(container.cache.value.tasks.map(\.title) == ["Water the plants"], "typed into the Title field")
  }

  @Test("a task created from the Today filter is due today and shows there, selected")
  func fromToday() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let tabs = MainTabCoordinator(container: container)
    tabs.inbox.list.selectFilter(offsetBy: 1)
    #expect(tabs.inbox.list.filter == .today)
    let harness = HeadlessHarness(width: 100, height: 24) { MainTabCoordinator.rootView(with: tabs) }
    harness.press(.character("n"))
    harness.type("Water the plants")
    harness.press(.enter)
    await tabs.work.idle()
    _ = harness.screen
    let task = try #require(container.cache.value.tasks.first)
    #expect(task.due == container.today)
    #expect(tabs.inbox.list.filter == .today)
    #expect(tabs.inbox.list.tasks.map(\.id) == [task.id])
    #expect(tabs.inbox.list.selectedID == task.id)
  }

  @Test("a task created while the Done filter shows switches the list to all tasks, so it is seen")
  func fromDone() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let tabs = MainTabCoordinator(container: container)
    tabs.inbox.list.selectFilter(offsetBy: -1)
    #expect(tabs.inbox.list.filter == .done)
    let harness = HeadlessHarness(width: 100, height: 24) { MainTabCoordinator.rootView(with: tabs) }
    harness.press(.character("n"))
    harness.type("Call the bank")
    harness.press(.enter)
    await tabs.work.idle()
    _ = harness.screen
    let task = try #require(container.cache.value.tasks.first)
    #expect(tabs.inbox.list.filter == .all)
    #expect(tabs.inbox.list.selectedID == task.id)
  }
}

@MainActor
@Suite("Sorting task lists")
struct SortTests {
  /// Ada's Inbox on an 80×12 screen, holding zebra (low priority) and apple (high), in a
  /// container that `cleanup` removes.
  func zebraAndApple() async throws -> (
    tabs: MainTabCoordinator, harness: HeadlessHarness, cleanup: () -> Void
  ) {
    let (container, cleanup) = try makeContainer()
    do {
      try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
      _ = try await container.tasks.create(TaskDraft(title: "zebra", priority: .low))
      _ = try await container.tasks.create(TaskDraft(title: "apple", priority: .high))
    } catch {
      cleanup()
      throw error
    }
    let tabs = MainTabCoordinator(container: container)
    return (tabs, HeadlessHarness(width: 80, height: 12) { MainTabCoordinator.rootView(with: tabs) }, cleanup)
  }

  @Test(
    "s sorts the Inbox by the next column, S turns it round; the header shows it, the order is kept for that list"
  )
  func sortKey() async throws {
    let (tabs, harness, cleanup) = try await zebraAndApple()
    defer { cleanup() }
    harness.press(.character("s"))
    #expect(tabs.inbox.list.order == TaskOrder(.title))
    #expect(harness.screen.contains("Title ▲"))
    harness.press(.character("s"))
    #expect(tabs.inbox.list.order == TaskOrder(.priority))
    #expect(harness.screen.contains("Priority ▼"), "highest first")
    #expect(tabs.inbox.list.tasks.map(\.title) == ["apple", "zebra"])
    harness.press(.character("S"))
    #expect(tabs.inbox.list.tasks.map(\.title) == ["zebra", "apple"])
    #expect(harness.screen.contains("Priority ▲"))
    // Project, due date, then the Inbox's own order again.
    harness.press(.character("s"), .character("s"), .character("s"))
    #expect(tabs.inbox.list.order == nil)
    #expect(!harness.screen.contains("▲") && !harness.screen.contains("▼"))
  }

  @Test("a click on a column's title sorts by it, a second click turns it round")
  func sortByClick() async throws {
    let (tabs, harness, cleanup) = try await zebraAndApple()
    defer { cleanup() }
    _ = harness.screen
    #expect(harness.click("Title"))
    #expect(tabs.inbox.list.tasks.map(\.title) == ["apple", "zebra"])
    #expect(harness.click("Title ▲"))
    #expect(tabs.inbox.list.order == TaskOrder(.title, order: .reverse))
    #expect(tabs.inbox.list.tasks.map(\.title) == ["zebra", "apple"])
  }

  @Test("a project's list keeps its order when it is left and opened again")
  func rememberedPerList() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let home = try await container.projects.create(name: "Home")
    _ = try await container.tasks.create(TaskDraft(title: "b", projectID: home.id))
    _ = try await container.tasks.create(TaskDraft(title: "a", projectID: home.id))
    let tabs = MainTabCoordinator(container: container)
    tabs.select(.projects)
    let harness = HeadlessHarness(width: 80, height: 12) { MainTabCoordinator.rootView(with: tabs) }
    harness.press(.enter)
    #expect(tabs.projects.path == [.project(home.id)])
    harness.press(.character("s"), .character("S"))
    #expect(harness.screen.contains("Title ▼"))
    let header = harness.screen.split(separator: "\n").first { $0.contains("Title ▼") }
    #expect(header?.contains("Project") == false, "a project's list has no project column")
    harness.press(.escape, .enter)
    #expect(harness.screen.contains("Title ▼"))
    #expect(tabs.inbox.list.order == nil, "the Inbox keeps its own order")
  }

  @Test("each list's order is kept for its user across sessions, and not for another user")
  func keptAcrossSessions() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let home = try await container.projects.create(name: "Home")
    // A list with no tasks shows its empty state, with no columns to sort by.
    _ = try await container.tasks.create(TaskDraft(title: "Water plants", projectID: home.id))
    do {
      let tabs = MainTabCoordinator(container: container)
      let harness = HeadlessHarness(width: 80, height: 12) { MainTabCoordinator.rootView(with: tabs) }
      harness.press(.character("s"), .character("s"), .character("S"))
      tabs.select(.projects)
      harness.press(.enter)
      harness.press(.character("s"))
      #expect(tabs.inbox.list.order == TaskOrder(.priority, order: .forward))
    }
    let again = MainTabCoordinator(container: container)
    #expect(again.inbox.list.order == TaskOrder(.priority, order: .forward))
    let harness = HeadlessHarness(width: 80, height: 12) { MainTabCoordinator.rootView(with: again) }
    again.select(.projects)
    harness.press(.enter)
    #expect(again.projects.path == [.project(home.id)])
    #expect(harness.screen.contains("Title ▲"))

    await container.auth.signOut()
    try await container.auth.signUp(name: "Eve", email: "eve@example.com", password: "correct horse")
    #expect(MainTabCoordinator(container: container).inbox.list.order == nil, "Ada's order is hers")
  }
}

@MainActor
@Suite("Undo from the keyboard")
struct UndoKeyTests {
  @Test("space marks a task done and a notice says so, with u to undo; u takes it back")
  func undoKey() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let task = try await container.tasks.create(TaskDraft(title: "Buy milk"))
    let tabs = MainTabCoordinator(container: container)
    let harness = HeadlessHarness(width: 80, height: 12) { MainTabCoordinator.rootView(with: tabs) }
    harness.press(.character(" "))
    await tabs.work.idle()
    #expect(harness.screen.contains("✓ Marked “Buy milk” done  u undo"))
    #expect(harness.hints.contains(KeyHint("u", "undo")))
    harness.press(.character("u"))
    await tabs.work.idle()
    #expect(container.cache.value.task(task.id)?.isDone == false)
    #expect(harness.screen.contains("Undone: Marked “Buy milk” done"))
    #expect(!harness.screen.contains("u undo"), "the undo notice was replaced by the outcome")
  }

  @Test("a rebound undo key is the one the notice offers, and it works")
  func reboundUndo() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let task = try await container.tasks.create(TaskDraft(title: "Buy milk"))
    let tabs = MainTabCoordinator(container: container)
    let harness = HeadlessHarness(width: 80, height: 12) { MainTabCoordinator.rootView(with: tabs) }
    harness.host.keyBindings = KeyBindings(["app": ["undo": [.character("z")]]])
    harness.press(.character(" "))
    await tabs.work.idle()
    #expect(harness.screen.contains("✓ Marked “Buy milk” done  z undo"))
    harness.press(.character("z"))
    await tabs.work.idle()
    #expect(container.cache.value.task(task.id)?.isDone == false)
  }
}
