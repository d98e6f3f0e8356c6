import Container
import Features
import Foundation
import Services
import TerminalUI
import Testing

/// The plain line app `AppLaunch.plain` makes goes with its session once they end: its quit
/// key holds it weakly, as the full-screen app's does.
@MainActor
@Suite("Releasing a plain line app")
struct PlainLaunchReleaseTests {
  @Test("after quit, the plain app, its session and its host are freed")
  func released() async throws {
    weak var weakApp: PlainLineApp?
    weak var weakSession: AppRun?
    weak var weakHost: ViewHost?
    do {
      let (container, cleanup) = try makeContainer()
      defer { cleanup() }
      let session = AppRun(container: container)
      session.start()
      let terminal = InMemoryTerminal()
      let app = AppLaunch.plain(session, size: Size(width: 80, height: 24), io: terminal)
      weakApp = app
      weakSession = session
      weakHost = session.host
      app.start()
      terminal.send("quit\n")
      await app.idle()
      #expect(terminal.exitStatus == 0)
      container.stop()
    }
    #expect(weakApp == nil, "the app is still alive")
    #expect(weakSession == nil, "the session is still alive")
    #expect(weakHost == nil, "the host is still alive")
  }
}
