import Container
import Coordinators
import Features
import Services
import SwitchyardTesting
import TerminalUI
import Testing

/// `/` in a task list filters the whole list through SQL (the search index's title words), not
/// only the rows of the window the cache holds.
@MainActor
@Suite("Task list / filters through SQL")
struct TaskListFilterSQLTests {
  @Test("a task far outside the loaded window is found by /, counted by SQL; Esc brings the whole list back")
  func findsOutsideTheWindow() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    container.start()
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let userID = try #require(container.cache.value.session?.id)
    // 3,000 tasks, the Inbox's own order newest first: the oldest ones are far past the window.
    try await container.database.writer.write { db in
      for number in 0..<3_000 {
        try db.execute(
          sql:
            "INSERT INTO tasks (user_id, title, created_at, updated_at) VALUES (?, ?, '2026-01-01', '2026-01-01')",
          arguments: [userID, number == 0 ? "Zebra crossing paint" : "Errand \(number)"])
      }
    }
    try await container.tasks.reloadShown()
    let tabs = MainTabCoordinator(container: container)
    let harness = HeadlessHarness(width: 80, height: 24) {
      AppShell { MainTabCoordinator.rootView(with: tabs) }
    }
    await tabs.work.idle()
    let window = try #require(container.cache.value.lists.values.first { $0.total == 3_000 })
    let zebra = try #require(
      try await container.database.writer.read { db in
        try Int64.fetchOne(db, sql: "SELECT id FROM tasks WHERE title LIKE 'Zebra%'")
      })
    #expect(!window.ids.contains(zebra), "the task is not loaded before the filter")
    harness.press(.character("/"))
    harness.type("zeb cro")
    await tabs.work.idle()
    var screen = harness.screen
    #expect(screen.contains("Zebra crossing paint") && screen.contains("(1 match)"))
    harness.press(.backspace, .backspace, .backspace, .backspace)
    harness.type("rr")
    await tabs.work.idle()
    #expect(harness.screen.contains("(0 matches)"))
    harness.press(.escape)
    await tabs.work.idle()
    screen = harness.screen
    #expect(!screen.contains("matches") && screen.contains("Errand 2999"))
  }
}
