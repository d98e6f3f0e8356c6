import Clocks
import Container
import Features
import Foundation
import Services
import SwitchyardTesting
import Testing

@testable import TerminalUI

/// The app's command palette finding tasks through SQL (a word prefix of the title), driven
/// through the full-screen runtime on an in-memory terminal, many keys in one read.
@MainActor
@Suite("The app's palette finds tasks through SQL")
struct PaletteLookupTests {
  /// The palette's rows naming a task (its detail column says `task`).
  func taskRows(_ terminal: InMemoryTerminal) -> [String] {
    terminal.screen.text.split(separator: "\n").filter { $0.contains(" task") }.map(String.init)
  }

  /// Lets the lookups the keys started answer, then draws the frame they lead to.
  func settle(_ container: AppContainer, _ terminal: InMemoryTerminal) async {
    await container.work.idle()
    terminal.passTime()
  }

  @Test("typed in one read, each key's answer replaces the last; Enter opens the task found")
  func burst() async throws {
    let (container, cleanup) = try makeContainer()
    defer { cleanup() }
    let session = AppRun(container: container, restoresNavigation: false)
    session.start()
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    for title in ["Buy oat milk", "Mill visit", "Call Ada", "Plant tulips"] {
      try await container.tasks.create(TaskDraft(title: title))
    }
    let project = try await container.projects.create(name: "Milestones")
    await container.work.idle()
    let terminal = InMemoryTerminal(size: Size(width: 100, height: 30))
    try TerminalApp(host: session.host, mouse: true, terminal: terminal).start()
    await settle(container, terminal)
    #expect(terminal.screen.text.contains("Plant tulips"))

    terminal.send(":milk")
    await settle(container, terminal)
    #expect(taskRows(terminal).count == 1)
    #expect(taskRows(terminal).first?.contains("Buy oat milk") == true, "\(taskRows(terminal))")

    terminal.send("\u{7F}\u{7F}")  // two backspaces: "mi"
    await settle(container, terminal)
    let rows = taskRows(terminal)
    #expect(
      rows.count == 2 && rows.contains { $0.contains("Mill visit") }
        && rows.contains { $0.contains("Buy oat milk") })
    #expect(terminal.screen.text.contains("Milestones"), "projects are ranked in memory beside")
    #expect(session.palette.entries.first { $0.kind == .jump }?.title == project.name)

    terminal.send("lk oat\r")
    await settle(container, terminal)
    #expect(!session.palette.isOpen)
    #expect(session.coordinator.route.url(scheme: "switchyard").hasSuffix("/tasks/1"))
  }
}
