import Container
import Features
import Services
import SwitchyardTesting
import TerminalUI
import Testing

/// The task edit sheet's due date, priority and project, chosen with a date picker and two
/// pickers, saved through the real task service.
@MainActor
@Suite("The edit sheet's date picker and pickers")
struct TaskEditorPickerTests {
  @Test("a new task: the due day from the calendar, priority and project from their menus, all saved")
  func newTask() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    _ = try await container.projects.create(name: "Groceries")
    let garden = try await container.projects.create(name: "Garden")
    let tabs = MainTabCoordinator(container: container)
    let harness = HeadlessHarness(width: 100, height: 30) { MainTabCoordinator.rootView(with: tabs) }
    harness.host.today = { CalendarDay(year: 2026, month: 11, day: 22) }
    harness.press(.character("n"))
    harness.type("Plant tulips")
    // Notes, then Due: the calendar opens on today; a week and a day on, picked.
    harness.press(.tab, .tab, .enter, .down, .right, .enter)
    #expect(harness.screen.contains("Due: 2026-11-30"))
    // Priority: "h" jumps to high. Project: "ga" to Garden.
    harness.press(.tab, .enter)
    harness.type("h")
    harness.press(.enter, .tab, .enter)
    harness.type("ga")
    harness.press(.enter)
    #expect(harness.screen.contains("Priority: high ▾"))
    #expect(harness.screen.contains("Project: Garden ▾"))
    harness.press(.tab, .enter)
    await tabs.work.idle()
    let task = try #require(container.cache.value.tasks.first)
    #expect(task.title == "Plant tulips")
    #expect(task.due == Day(year: 2026, month: 11, day: 30))
    #expect(task.priority == .high)
    #expect(task.projectID == garden.id)
  }

  @Test("editing: the sheet shows the task's project; a typed due date and none for the project are saved")
  func existingTask() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let garden = try await container.projects.create(name: "Garden")
    let created = try await container.tasks.create(
      TaskDraft(title: "Plant tulips", priority: .low, projectID: garden.id))
    let tabs = MainTabCoordinator(container: container)
    let harness = HeadlessHarness(width: 100, height: 30) { MainTabCoordinator.rootView(with: tabs) }
    harness.host.today = { CalendarDay(year: 2026, month: 11, day: 22) }
    harness.press(.enter, .character("e"))
    #expect(harness.screen.contains("Project: Garden ▾"))
    #expect(harness.screen.contains("Priority: low ▾"))
    harness.press(.tab, .tab)
    harness.type("+3")
    harness.press(.enter, .tab, .tab, .enter)
    harness.type("n")
    harness.press(.enter)
    #expect(harness.screen.contains("Project: none ▾"))
    harness.press(.tab, .enter)
    await tabs.work.idle()
    let task = try #require(container.cache.value.task(created.id))
    #expect(task.due == Day(year: 2026, month: 11, day: 25))
    #expect(task.projectID == nil)
    #expect(task.priority == .low)
  }
}
