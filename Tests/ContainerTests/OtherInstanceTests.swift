import Clocks
import Container
import Foundation
import Services
import SwitchyardTesting
import Testing

@MainActor
@Suite("Another instance's changes show within a second")
struct OtherInstanceTests {
  @Test("a task added, done or deleted by another instance appears here after the next check")
  func followsOtherInstance() async throws {
    let folder = TemporaryFolder()
    let clock = TestClock()
    var configuration = Configuration.testing(
      databasePath: folder.path("app.sqlite"), clock: clock, now: { fixedNow })
    configuration.changeCheckClock = clock
    let here = try AppContainer(configuration: configuration)
    configuration.clock = ContinuousClock()
    let there = try AppContainer(configuration: configuration)
    here.start()
    defer { here.stop() }
    try await here.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    await here.work.idle()
    #expect(here.cache.value.loadedUserID != nil)
    let kept = try await here.tasks.create(TaskDraft(title: "Kept"))
    let doomed = try await here.tasks.create(TaskDraft(title: "Doomed"))

    try await there.auth.signIn(email: "ada@example.com", password: "correct horse")
    try await there.tasks.loadAll()
    _ = try await there.tasks.create(TaskDraft(title: "Made elsewhere"))
    try await there.tasks.toggleDone(kept.id)
    try await there.tasks.delete(doomed.id)
    #expect(here.cache.value.task(doomed.id) != nil, "nothing changes here before the check")

    await clock.advance(by: .milliseconds(500))
    // The clock wakes the watcher on a thread of its own: what the tracker can count starts only
    // once it runs, so wait for the reload to land in the cache, then for the rest of it.
    await here.cache.waitFor { $0.tasks.contains { $0.title == "Made elsewhere" } }
    await here.work.idle()
    #expect(here.cache.value.tasks.map(\.title).sorted() == ["Kept", "Made elsewhere"])
    #expect(here.cache.value.task(kept.id)?.isDone == true)
  }

  @Test("this instance's own writes do not trigger a reload")
  func ownWritesIgnored() async throws {
    let folder = TemporaryFolder()
    let database = try AppDatabase(path: folder.path("app.sqlite"))
    let before = try await database.externalChangeCounter()
    try await database.write { db in
      try db.execute(sql: "CREATE TABLE scratch (x INTEGER); INSERT INTO scratch VALUES (1)")
    }
    #expect(try await database.externalChangeCounter() == before)
    let other = try AppDatabase(path: folder.path("app.sqlite"))
    try await other.write { db in try db.execute(sql: "INSERT INTO scratch VALUES (2)") }
    #expect(try await database.externalChangeCounter() != before)
  }
}
