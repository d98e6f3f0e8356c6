import Container
import Foundation
import Services
import Testing

@MainActor
// The limit catches a hang, it does not time the tests: in a whole run these wait their turn
// for the main actor behind the long route walks, over a minute on a loaded 2-core machine.
@Suite("Demo data", .timeLimit(.minutes(5)))
struct DemoSeederTests {
  @Test("seeding creates a demo account with projects and realistic tasks, then signs out")
  func seed() async throws {
    let folder = TemporaryFolder()
    let container = try makeContainer(folder)
    let outcome = try await DemoSeeder(container: container).seed()
    #expect(outcome == .created(tasks: 30, projects: 4))
    #expect(container.cache.value == AppState())

    let credentials = outcome.credentials
    try await container.auth.signIn(email: credentials.email, password: credentials.password)
    let tasks = try await container.tasks.loadAll()
    let projects = try await container.projects.loadAll()
    #expect(tasks.count == 30 && projects.count == 4)
    let counts = container.cache.value.inboxCounts(today: Day(fixedNow))
    #expect(counts[.today, default: 0] >= 3)
    #expect(counts[.overdue, default: 0] >= 3)
    #expect(counts[.done, default: 0] >= 3)
    #expect(tasks.contains { !$0.notes.isEmpty } && tasks.contains { $0.projectID == nil })
    #expect(tasks.contains { $0.priority == .high })
    #expect(try await container.tasks.search("bread").count == 1)
  }

  @Test("seeding twice leaves the existing demo account alone; other accounts are untouched")
  func seedTwice() async throws {
    let folder = TemporaryFolder()
    let container = try makeContainer(folder)
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    try await container.tasks.create(TaskDraft(title: "Ada's own"))
    await container.auth.signOut()
    #expect(try await DemoSeeder(container: container).seed() == .created(tasks: 30, projects: 4))
    #expect(try await DemoSeeder(container: container).seed() == .alreadySeeded)
    try await container.auth.signIn(email: DemoSeeder.email, password: DemoSeeder.password)
    #expect(try await container.tasks.loadAll().count == 30)
    try await container.auth.signIn(email: "ada@example.com", password: "correct horse")
    #expect(try await container.tasks.loadAll().map(\.title) == ["Ada's own"])
  }

  @Test("seeding on a full disk leaves nothing of the demo account; once there is room it seeds whole")
  func fullDisk() async throws {
    let folder = TemporaryFolder()
    let container = try makeContainer(folder)
    // Another account's tasks fill the pages; then no page more: room for the demo account,
    // not for its thirty tasks.
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    try await container.database.writer.write { db in
      try db.execute(
        sql: """
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 500)
          INSERT INTO tasks (user_id, title, notes, priority, done, created_at, updated_at)
          SELECT 1, 'Ada''s task ' || i, 'Some notes', 0, 0, '2026-11-01', '2026-11-01' FROM n
          """)
    }
    await container.auth.signOut()
    try await container.database.fillDisk(leaving: 0)
    await #expect(throws: DatabaseFailure.diskFull(folder.path("app.sqlite"))) {
      try await DemoSeeder(container: container).seed()
    }
    #expect(try await container.database.count("users") == 1)
    #expect(try await container.database.count("projects") == 0)
    #expect(try await container.database.count("tasks") == 500)
    #expect(container.cache.value == AppState())

    try await container.database.fillDisk(leaving: 1_000)
    #expect(try await DemoSeeder(container: container).seed() == .created(tasks: 30, projects: 4))
    try await container.auth.signIn(email: DemoSeeder.email, password: DemoSeeder.password)
    #expect(try await container.tasks.loadAll().count == 30)
  }
}
