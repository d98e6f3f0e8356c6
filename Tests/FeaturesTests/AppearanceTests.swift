import Container
import Features
import Foundation
import Services
import TerminalUI
import Testing

/// The Settings tab's Appearance: the theme a user chooses is saved for them in the database
/// and drawn with from then on and at each sign-in; the configuration file's theme otherwise.
@MainActor
@Suite("Appearance per user")
struct AppearanceTests {
  /// Lets the app's listeners run until `condition` holds (or gives up after many turns).
  @Test(
    "chosen in Settings: saved for that user, applied at once and at their next sign-in; others see the configured theme"
  )
  func perUser() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    let session = AppRun(container: container, restoresNavigation: false)
    session.configuredTheme = .light
    session.start()
    #expect(session.host.theme == .light, "signed out: the configured theme")
    _ = try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    await session.idle()
    guard case .signedIn(let tabs) = session.coordinator.variant else {
      Issue.record("not signed in")
      return
    }
    tabs.settings.settings.chooseTheme("dark")
    await session.idle()
    #expect(session.host.theme == .dark)
    #expect(tabs.settings.settings.themeName == "dark")

    await container.auth.signOut()
    await session.idle()
    #expect(session.host.theme == .light, "signed out again: the configured theme")
    _ = try await container.auth.signUp(name: "Eve", email: "eve@example.com", password: "correct horse")
    await session.idle()
    #expect(session.host.theme == .light, "Eve chose nothing")

    await container.auth.signOut()
    await session.idle()
    _ = try await container.auth.signIn(email: "ada@example.com", password: "correct horse")
    await session.idle()
    #expect(session.host.theme == .dark, "Ada's choice, back at her sign-in")
  }

  @Test("a theme that cannot be saved is a danger notice, and nothing changes")
  func saveFails() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    _ = try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    let tabs = MainTabCoordinator(container: container)
    try container.database.close()
    tabs.settings.settings.chooseTheme("dark")
    #expect(tabs.notices.notices.first?.kind == .danger)
    #expect(tabs.notices.notices.first?.message.hasPrefix("Could not save the theme") == true)
    #expect(container.cache.value.themeName == nil)
  }
}
