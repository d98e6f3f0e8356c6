import Container
import Foundation
import GRDB
import Services
import Testing

@MainActor
// The limit catches a hang, it does not time the tests: in a whole run these wait their turn
// for the main actor behind the long route walks, over a minute on a loaded 2-core machine.
@Suite("The app says when its file is damaged, deleted or replaced", .timeLimit(.minutes(5)))
struct FileProblemTests {
  @Test("a damaged task is not shown, and the lists say how many could not be read")
  func damagedRowMessage() async throws {
    let folder = TemporaryFolder()
    let container = try makeContainer(folder)
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    try await container.tasks.create(TaskDraft(title: "fine"))
    let broken = try await container.tasks.create(TaskDraft(title: "broken", notes: "private notes"))
    try await container.database.writer.write { db in
      try db.execute(sql: "UPDATE tasks SET updated_at = 'soon' WHERE id = ?", arguments: [broken.id])
    }
    await container.auth.signOut()
    container.start()
    try await container.auth.signIn(email: "ada@example.com", password: "correct horse")
    let tasks = await container.cache.waitForUserData()
    #expect(tasks?.map(\.title) == ["fine"])
    let message = try #require(container.cache.value.loadError)
    #expect(message == "1 task could not be read (damaged) and is not shown; `switchyard db check` lists it")
    #expect(!message.contains("private notes") && !message.contains("broken"))
    container.stop()
  }

  @Test(
    "a database file deleted or replaced while open: writes are refused with a message, what was saved is rescued",
    arguments: ["deleted", "replaced"])
  func replacedFile(how: String) async throws {
    let folder = TemporaryFolder()
    let container = try makeContainer(folder)
    let path = container.database.path
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    try await container.tasks.create(TaskDraft(title: "saved before"))
    try FileManager.default.removeItem(atPath: path)
    if how == "replaced" {
      try Data("someone else's file".utf8).write(to: URL(fileURLWithPath: path))
    }
    do {
      try await container.tasks.create(TaskDraft(title: "would be lost"))
      Issue.record("the write was accepted")
    } catch let failure as DatabaseFailure {
      guard case .replaced(let reported, let rescue) = failure else {
        Issue.record("unexpected failure \(failure)")
        return
      }
      #expect(reported == path)
      let copy = try #require(rescue)
      let titles = try await DatabaseQueue(path: copy).read { db in
        try String.fetchAll(db, sql: "SELECT title FROM tasks")
      }
      #expect(titles == ["saved before"])
      let mode = try FileManager.default.attributesOfItem(atPath: copy)[.posixPermissions] as? Int
      #expect(mode == 0o600)
    }
    let message = try #require(container.cache.value.loadError)
    #expect(message.contains("was deleted or replaced") && message.contains(".recovered-"))
    #expect(!container.cache.value.tasks.map(\.title).contains("would be lost"))
    if how == "replaced" {
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "someone else's file")
    }
  }
}
