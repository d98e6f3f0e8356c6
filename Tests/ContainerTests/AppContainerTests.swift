import Container
import DataCache
import Foundation
import Services
import Testing

@MainActor
// The limit catches a hang, it does not time the tests: in a whole run these wait their turn
// for the main actor behind the long route walks, over a minute on a loaded 2-core machine.
@Suite("App container", .timeLimit(.minutes(5)))
struct AppContainerTests {
  @Test("the listener loads the user's data on sign-in and clears it on sign-out")
  func listenerLoadsAndClears() async throws {
    let folder = TemporaryFolder()
    let container = try makeContainer(folder)
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    try await container.projects.create(name: "Home")
    for title in ["one", "two", "three"] { try await container.tasks.create(TaskDraft(title: title)) }
    await container.auth.signOut()
    #expect(container.cache.value == AppState())

    container.start()
    #expect(container.isListening)
    try await container.auth.signIn(email: "ada@example.com", password: "correct horse")
    let loaded = await container.cache.waitForUserData()
    #expect(loaded?.map(\.title) == ["one", "two", "three"])
    #expect(container.cache.value.projects.map(\.name) == ["Home"])
    #expect(container.cache.value.isLoading == false && container.cache.value.loadError == nil)

    await container.auth.signOut()
    #expect(container.cache.value == AppState())
    container.stop()
    #expect(!container.isListening)
  }

  @Test(
    "a sign-out and a sign-in of the same user between two turns of the listener: the data is loaded again")
  func signOutAndInAtOnce() async throws {
    let folder = TemporaryFolder()
    let container = try makeContainer(folder)
    let ada = try await container.auth.signUp(
      name: "Ada", email: "ada@example.com", password: "correct horse")
    try await container.tasks.create(TaskDraft(title: "one"))
    container.start()
    await container.work.idle()
    #expect(container.cache.value.isUserDataLoaded)

    // What signing out and in again writes, with no turn of the listener in between: the
    // session it follows ends as it was.
    container.cache.update(with: AppState())
    container.cache.update(with: AppState(session: ada))
    await container.work.idle()
    #expect(container.cache.value.isUserDataLoaded)
    #expect(container.cache.value.tasks.map(\.title) == ["one"])
    container.stop()
  }

  @Test("a second container on the same file sees the first one's writes")
  func twoContainersOneFile() async throws {
    let folder = TemporaryFolder()
    let first = try makeContainer(folder)
    let second = try makeContainer(folder)
    try await first.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    try await first.tasks.create(TaskDraft(title: "written by the first"))
    second.start()
    try await second.auth.signIn(email: "ada@example.com", password: "correct horse")
    let seen = await second.cache.waitForUserData()
    #expect(seen?.map(\.title) == ["written by the first"])
    let task = try #require(seen?.first)
    try await second.tasks.toggleDone(task.id)
    #expect(try await first.tasks.loadAll().map(\.isDone) == [true])
    second.stop()
  }

  @Test("two containers writing to one file at the same time both succeed (WAL + busy timeout)")
  func concurrentWriters() async throws {
    let folder = TemporaryFolder()
    let first = try makeContainer(folder)
    let second = try makeContainer(folder)
    try await first.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    try await second.auth.signUp(name: "Bob", email: "bob@example.com", password: "battery staple")
    let firstTasks = first.tasks
    let secondTasks = second.tasks
    try await withThrowingTaskGroup(of: Void.self) { group in
      for number in 0..<40 {
        group.addTask { try await firstTasks.create(TaskDraft(title: "Ada \(number)")) }
        group.addTask { try await secondTasks.create(TaskDraft(title: "Bob \(number)")) }
      }
      try await group.waitForAll()
    }
    #expect(try await first.tasks.loadAll().count == 40)
    #expect(try await second.tasks.loadAll().count == 40)
    #expect(try await first.tasks.search("bob").isEmpty)
  }

  @Test("a bad database path fails with a typed error and builds nothing")
  func badPath() throws {
    let folder = TemporaryFolder()
    #expect(throws: DatabaseFailure.isDirectory(folder.url.path)) {
      try AppContainer(configuration: .testing(databasePath: folder.url.path))
    }
    let text = folder.path("notes.txt")
    try Data("my notes".utf8).write(to: URL(fileURLWithPath: text))
    #expect(throws: DatabaseFailure.self) { try AppContainer(configuration: .testing(databasePath: text)) }
    #expect(try Data(contentsOf: URL(fileURLWithPath: text)) == Data("my notes".utf8))
  }

  @Test("logs go to the file (mode 0600), never the password or the email")
  func logging() async throws {
    let folder = TemporaryFolder()
    let logPath = folder.path("switchyard.log")
    let container = try makeContainer(folder, logPath: logPath)
    container.start()
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    await container.cache.waitForUserData()
    container.logger.info("marker")
    await container.auth.signOut()
    container.stop()
    let log = try String(contentsOfFile: logPath, encoding: .utf8)
    #expect(log.contains("marker"))
    #expect(log.contains("signed in"))
    #expect(!log.contains("correct horse") && !log.contains("ada@example.com"))
    let mode = try FileManager.default.attributesOfItem(atPath: logPath)[.posixPermissions] as? Int
    #expect(mode == 0o600)
  }

  @Test("a failed load is kept as a one-line error for the UI, and a retry clears it")
  func loadFailure() async throws {
    let folder = TemporaryFolder()
    let container = try makeContainer(folder)
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    try await container.database.writer.write { db in try db.execute(sql: "ALTER TABLE tasks RENAME TO gone")
    }
    await container.loadUserData()
    let error = try #require(container.cache.value.loadError)
    #expect(
      !error.contains("\n") && !container.cache.value.isLoading && !container.cache.value.isUserDataLoaded)
    try await container.database.writer.write { db in try db.execute(sql: "ALTER TABLE gone RENAME TO tasks")
    }
    await container.loadUserData()
    #expect(container.cache.value.loadError == nil && container.cache.value.isUserDataLoaded)
  }

  @Test("today comes from the configured time")
  func today() throws {
    let folder = TemporaryFolder()
    let container = try makeContainer(folder)
    #expect(container.today == Day(fixedNow))
  }
}
