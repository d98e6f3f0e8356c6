import Container
import Foundation
import Services
import SwitchyardTesting
import Testing

/// A container nobody holds any more is freed, with its database connection and cache: no
/// reference cycle keeps it (the address sanitizer's leak check reports one as lost memory).
@MainActor
@Suite("Releasing a container")
struct ContainerReleaseTests {
  @Test("after sign-up, loading and undoable changes, the container and its change history are freed")
  func released() async throws {
    let folder = TemporaryFolder()
    weak var weakContainer: AppContainer?
    weak var weakHistory: ChangeHistory?
    do {
      let configuration = Configuration.testing(databasePath: folder.path("app.sqlite"))
      let container = try AppContainer(configuration: configuration)
      weakContainer = container
      weakHistory = container.history
      try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
      await container.loadUserData()
      let task = try await container.tasks.create(TaskDraft(title: "Pay rent"))
      try await container.tasks.toggleDone(task.id)
      await container.history.undo()
      try await container.tasks.delete(task.id)
    }
    #expect(weakContainer == nil, "the container is still alive")
    #expect(weakHistory == nil, "the change history is still alive")
  }
}
