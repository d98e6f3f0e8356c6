import Container
import Features
import Foundation
import Services
import SwitchyardTesting
import TerminalUI
import Testing

/// A session nobody holds any more — its host, coordinators, scene models and container — is
/// freed: no reference cycle keeps it (the address sanitizer's leak check reports one as lost).
@MainActor
@Suite("Releasing a session")
struct SessionReleaseTests {
  @Test("after signing in, opening a task, editing it and quitting, the session and its host are freed")
  func released() async throws {
    weak var weakSession: AppRun?
    weak var weakHost: ViewHost?
    weak var weakContainer: AppContainer?
    do {
      let (container, cleanup) = try makeContainer()
      defer { cleanup() }
      try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
      _ = try await container.tasks.create(TaskDraft(title: "Pay rent"))
      let session = AppRun(container: container)
      weakSession = session
      weakHost = session.host
      weakContainer = container
      session.start()
      let size = Size(width: 80, height: 24)
      _ = session.host.render(size: size)
      await session.idle()
      for key in [Key.enter, .character("e"), .character("x"), .enter, .escape, .character(":"), .escape] {
        session.host.send(key)
        _ = session.host.render(size: size)
        await session.idle()
      }
      session.saveNavigation()
      container.stop()
    }
    #expect(weakSession == nil, "the session is still alive")
    #expect(weakHost == nil, "the host is still alive")
    #expect(weakContainer == nil, "the container is still alive")
  }
}
