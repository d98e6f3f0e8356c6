import Foundation
import Testing

/// Where focus starts, the app in process on an in-memory terminal: every form on its first
/// field when it appears — after a sign-out, and when it is opened again.
@MainActor
@Suite("The app: focus on forms")
struct FormFocusTests {
  static let escape = "\u{1B}"

  @Test("after sign-out the email field has the focus: an email typed there, q included, is typed")
  func signOutFocusesTheEmail() async throws {
    let app = try await InProcessApp.demo(columns: 120, rows: 40)
    defer { app.removeFolder() }
    await app.send("4")
    await app.send("\t\t")  // Change password → Export → Sign out
    await app.send("\r")
    await app.send("y")  // Sign out? yes
    #expect(app.text.contains("Sign in to see your tasks"), "\(app.text)")
    await app.send("quinn@example.com")
    #expect(app.terminal.exitStatus == nil, "q was typed, not the quit key")
    #expect(app.text.contains("quinn@example.com"), "\(app.text)")
    await app.send(Self.escape)  // out of the field, so q is the quit key again
    #expect(await app.quit() == 0)
  }

  @Test("a form opened again starts on its first field, not where it was left the last time")
  func formOpenedAgainStartsOnItsFirstField() async throws {
    let app = try await InProcessApp.demo(columns: 120, rows: 40)
    defer { app.removeFolder() }
    await app.send("4")
    // Into the form, Tab to its button, back out, and in again.
    for keys in ["\r", "\t", "\t", "\t", Self.escape, "\r", "abc"] { await app.send(keys) }
    #expect(app.text.contains("Current password: •••"), "\(app.text)")
    await app.send(Self.escape)
    await app.send(Self.escape)
    #expect(await app.quit() == 0)
  }
}
