import Container
import Features
import Foundation
import Services
import SwitchyardTesting
import Testing

@MainActor
@Suite("Feature stores report to the log file")
struct ActionLogTests {
  @Test("each action's name and timing reach the log; no email, password or search words do")
  func namesOnly() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("switchyard-log-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    var configuration = Configuration.testing(databasePath: folder.appendingPathComponent("app.sqlite").path)
    configuration.logPath = folder.appendingPathComponent("switchyard.log").path
    let container = try AppContainer(configuration: configuration)
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    await container.auth.signOut()

    let app = AppCoordinator(container: container)
    guard case .signedOut(let auth) = app.variant else { Issue.record("should start signed out"); return }
    auth.signIn.set(.email, "ada@example.com")
    auth.signIn.set(.password, "correct horse")
    auth.signIn.submit()
    await app.work.idle()
    let log = try String(contentsOfFile: try #require(configuration.logPath), encoding: .utf8)
    #expect(log.contains("sign-in: changed"))
    #expect(log.contains("sign-in: submit +"))
    #expect(log.range(of: #"sign-in: succeeded \+\d+ ms"#, options: .regularExpression) != nil)
    #expect(!log.contains("ada@example.com"))
    #expect(!log.contains("correct horse"))
  }
}
