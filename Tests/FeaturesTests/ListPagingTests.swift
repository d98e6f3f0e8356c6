import Container
import Features
import Foundation
import GRDB
import Services
import TerminalUI
import Testing

/// The Inbox's pages are read from the rows the table says it shows, never from inside a
/// frame: a user moving down a list longer than the cache's window, or marking its first
/// rows done one after another, never meets a placeholder row, and a jump to the end shows
/// real rows once its page is read.
@MainActor
@Suite("Paging: the rows shown ask for their pages")
struct ListPagingTests {
  /// 1,000 open tasks (`Task 0001` … `Task 1000`, newest first in the Inbox), the Inbox on an
  /// 80×14 screen: ten rows show.
  func inbox() async throws -> (AppContainer, MainTabCoordinator, HeadlessHarness, () -> Void) {
    let (container, cleanup) = try makeContainer()
    container.start()
    try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    await container.work.idle()
    try await container.database.writer.write { db in
      for number in 1...1_000 {
        try db.execute(
          sql: """
            INSERT INTO tasks (user_id, title, notes, created_at, updated_at)
            VALUES (1, ?, '', '2026-01-01', '2026-01-01')
            """, arguments: [String(format: "Task %04d", number)])
      }
    }
    try await container.tasks.reloadShown()
    let tabs = MainTabCoordinator(container: container)
    let harness = HeadlessHarness(width: 80, height: 14) { MainTabCoordinator.rootView(with: tabs) }
    await tabs.work.idle()
    return (
      container, tabs, harness,
      {
        container.stop(); cleanup()
      }
    )
  }

  /// Whether a row of `screen` is a placeholder (its title `…` alone, no other cell).
  func showsPlaceholder(_ screen: String) -> Bool {
    screen.split(separator: "\n").contains { line in
      line.replacingOccurrences(of: "▸", with: "").replacingOccurrences(of: "›", with: "")
        .replacingOccurrences(of: "│", with: "").replacingOccurrences(of: "█", with: "")
        .trimmingCharacters(in: .whitespaces) == "…"
    }
  }

  @Test("↓ 600 times, each at a user's pace: every frame shows real rows, past three pages")
  func downNeverMeetsAPlaceholder() async throws {
    let (_, tabs, harness, end) = try await inbox()
    defer { end() }
    #expect(harness.screen.contains("Task 1000"))
    for step in 1...600 {
      harness.press(.down)
      let screen = harness.screen
      #expect(!showsPlaceholder(screen), "step \(step):\n\(screen)")
      if showsPlaceholder(screen) { return }
      await tabs.work.idle()
    }
    #expect(!harness.screen.contains("Task 1000"), "moved away from the first row")
  }

  @Test("Space 250 times on the first row, at a user's pace: the rows below move up, real, past a page")
  func markingDoneFromTheTopNeverMeetsAPlaceholder() async throws {
    let (container, tabs, harness, end) = try await inbox()
    defer { end() }
    for step in 1...250 {
      harness.press(.character(" "))
      await container.work.idle()
      await tabs.work.idle()
      let screen = harness.screen
      // The task below the one marked done is the first row now (titles count down).
      let first = String(format: "Task %04d", 1_000 - step)
      #expect(screen.contains("▸ [ ] \(first)"), "step \(step):\n\(screen)")
      #expect(!showsPlaceholder(screen), "step \(step):\n\(screen)")
      if showsPlaceholder(screen) { return }
    }
    #expect(harness.screen.contains("All  750"))
  }

  @Test("End jumps to the last row: its page is read from the rows shown, then they show")
  func jumpToTheEnd() async throws {
    let (_, tabs, harness, end) = try await inbox()
    defer { end() }
    harness.press(.end)
    _ = harness.screen
    await tabs.work.idle()
    let screen = harness.screen
    #expect(screen.contains("Task 0001"))
    #expect(!showsPlaceholder(screen), "\(screen)")
  }
}
