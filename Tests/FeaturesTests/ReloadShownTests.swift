import Container
import Features
import Foundation
import GRDB
import Services
import SwitchyardTesting
import TerminalUI
import Testing

@MainActor
@Suite("Another instance's change reloads the shown list")
struct ReloadShownTests {
  @Test("a task written elsewhere appears in the shown Inbox after the reload, with no loading state")
  func reloadShowsNewRow() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    container.start()
    defer { container.stop() }
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    await container.work.idle()
    for title in ["one", "two"] { try await container.tasks.create(TaskDraft(title: title)) }
    let tabs = MainTabCoordinator(container: container)
    let harness = HeadlessHarness(width: 80, height: 12) { MainTabCoordinator.rootView(with: tabs) }
    #expect(harness.screen.contains("two"))
    try await container.database.writer.write { db in
      try db.execute(
        sql: """
          INSERT INTO tasks (user_id, title, notes, created_at, updated_at)
          VALUES (1, 'Added elsewhere', '', '2026-01-01', '2026-01-01')
          """)
    }
    try await container.tasks.reloadShown()
    await tabs.work.idle()
    let screen = harness.screen
    #expect(screen.contains("All  3"))
    #expect(screen.contains("Added elsewhere"))
    #expect(!screen.contains("Loading"))
  }
}
