import Clocks
import Container
import Foundation
import Services
import Testing

@testable import Features
@testable import TerminalUI

/// The search's debounce said on screen, on the injected clock (no time passes unless the
/// test moves it): "Searching…" from the key, through the pause, until the results.
@MainActor
@Suite("Search says it is waiting")
struct SearchDebounceScreenTests {
  @Test("from the key, \"Searching…\"; 149 ms later still no query run; at 150 ms the results replace it")
  func saysSearching() async throws {
    let clock = TestClock()
    let (container, cleanup) = try makeContainer(clock: clock)
    defer { cleanup() }
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    try await container.tasks.create(TaskDraft(title: "Buy oat milk"))
    try await container.tasks.create(TaskDraft(title: "Walk the dog"))
    await container.work.idle()
    let model = SearchComponentModel(
      cache: container.cache, tasks: container.tasks, clock: clock, now: container.configuration.now,
      work: container.work, log: container.actionLog, onEvent: { _ in })
    let host = ViewHost { SearchComponent(model: model) }
    func screen() -> String { host.render(size: Size(width: 60, height: 8)).lines.joined(separator: "\n") }

    #expect(screen().contains("Search your tasks"))
    model.setQuery("milk")
    #expect(screen().contains("Searching…"))
    await clock.advance(by: .milliseconds(149))
    #expect(screen().contains("Searching…") && !screen().contains("Buy oat milk"))
    await clock.advance(by: .milliseconds(1))
    await container.work.idle()
    #expect(screen().contains("Buy oat milk") && !screen().contains("Searching…"), "\(screen())")
    #expect(!screen().contains("Walk the dog"))
  }
}
