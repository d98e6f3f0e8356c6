import Container
import Coordinators
import Features
import Services
import SwitchyardTesting
import TerminalUI
import Testing

/// An action in a list applies to the row the user sees highlighted, also after rows leave
/// it (a filter, `/`).
@MainActor
@Suite("Lists act on the highlighted row")
struct ListSelectionTests {
  @Test("Space on a task that leaves the filter: the next Space marks the task now highlighted")
  func spaceAfterTheRowLeaves() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    container.start()
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    for title in ["Buy oat milk", "Call the plumber", "Water the plants"] {
      _ = try await container.tasks.create(TaskDraft(title: title))
    }
    let tabs = MainTabCoordinator(container: container)
    let harness = HeadlessHarness(width: 80, height: 24) {
      AppShell { MainTabCoordinator.rootView(with: tabs) }
    }
    let rows = tabs.inbox.list.tasks.map(\.id)
    harness.press(.down, .character(" "))
    await tabs.work.idle()
    #expect(container.cache.value.task(rows[1])?.isDone == true)
    #expect(harness.screen.contains("▸ [ ]"))
    #expect(
      tabs.inbox.list.selectedID == rows[2], "the highlight stayed at the second row, now the third task")
    harness.press(.character(" "))
    await tabs.work.idle()
    #expect(container.cache.value.task(rows[2])?.isDone == true)
    #expect(container.cache.value.task(rows[1])?.isDone == true, "the hidden task was not reopened")
  }

  @Test("/ filters the Inbox as you type; Space marks the highlighted match; Esc clears the filter")
  func filterAsYouType() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    container.start()
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    for title in ["Buy oat milk", "Call the plumber", "Oat cookies"] {
      _ = try await container.tasks.create(TaskDraft(title: title))
    }
    let tabs = MainTabCoordinator(container: container)
    let harness = HeadlessHarness(width: 80, height: 24) {
      AppShell { MainTabCoordinator.rootView(with: tabs) }
    }
    #expect(harness.screen.contains("/ filter"))
    harness.press(.character("/"))
    harness.type("oat")
    // The filtered list is read in the background: no rows until then (none to act on).
    var screen = harness.screen
    #expect(screen.contains("/oat▏  (searching…)") && screen.contains("Searching…"), "\(screen)")
    #expect(!screen.contains("Call the plumber") && !screen.contains("Buy oat milk"))
    await tabs.work.idle()
    screen = harness.screen
    #expect(screen.contains("/oat") && screen.contains("(2 matches)"))
    #expect(!screen.contains("Call the plumber"))
    harness.press(.enter, .down, .character(" "))
    await tabs.work.idle()
    let done = container.cache.value.tasks.filter(\.isDone).map(\.title)
    #expect(done.count == 1 && done.allSatisfy { $0.localizedStandardContains("oat") })
    harness.press(.escape)
    screen = harness.screen
    #expect(screen.contains("Call the plumber") && !screen.contains("/oat"))
  }
}
