import Container
import Features
import Services
import SwitchyardTesting
import TerminalUI
import Testing

/// Dates said in words in the new-task sheet (quick add and the Due field), and `#Name` for a
/// project that does not exist yet, through the real services.
@MainActor
@Suite("Dates in words, and new projects, in the task sheet")
struct SpokenDatesTests {
  /// Ada signed in, her Inbox on a 100×30 screen, in a container `cleanup` removes. The
  /// container's today is Wednesday 2026-11-18.
  func inbox() async throws -> (AppContainer, MainTabCoordinator, HeadlessHarness, cleanup: () -> Void) {
    let (container, cleanup) = try makeContainer()
    do {
      try await container.auth.signUp(name: "Ada", email: "ada@example.com", password: "correct horse")
    } catch {
      cleanup()
      throw error
    }
    let tabs = MainTabCoordinator(container: container)
    let harness = HeadlessHarness(width: 100, height: 30) { MainTabCoordinator.rootView(with: tabs) }
    return (container, tabs, harness, cleanup)
  }

  @Test("quick add: `next fri` and the rest are read, the sheet says what it understood as it is typed")
  func quickAddSays() async throws {
    let (container, tabs, harness, cleanup) = try await inbox()
    defer { cleanup() }
    _ = try await container.projects.create(name: "Groceries")
    harness.press(.character("n"))
    harness.type("Buy milk next fri !2 #groceries")
    #expect(
      harness.screen.contains("→ “Buy milk” · due Fri 27 Nov 2026 · medium · in Groceries"),
      "\(harness.screen)")
    harness.press(.enter)
    await tabs.work.idle()
    let task = try #require(container.cache.value.tasks.first)
    #expect(task.title == "Buy milk")
    #expect(task.due == Day(year: 2026, month: 11, day: 27))
  }

  @Test("#Name for a project that does not exist: asked, y creates it with the task in it")
  func createsProject() async throws {
    let (container, tabs, harness, cleanup) = try await inbox()
    defer { cleanup() }
    harness.press(.character("n"))
    harness.type("Fix the sink #Home tom")
    #expect(harness.screen.contains("new project Home"))
    harness.press(.enter)
    await tabs.work.idle()
    #expect(harness.screen.contains("Create project “Home”?"), "\(harness.screen)")
    #expect(container.cache.value.tasks.isEmpty, "nothing is saved before the answer")
    harness.press(.character("y"))
    await tabs.work.idle()
    let home = try #require(container.cache.value.projects.first { $0.name == "Home" })
    let task = try #require(container.cache.value.tasks.first)
    #expect(task.title == "Fix the sink")
    #expect(task.projectID == home.id)
    #expect(task.due == Day(year: 2026, month: 11, day: 19))
  }

  @Test("#Name for a project that does not exist: n keeps it in the title and creates no project")
  func keepsInTitle() async throws {
    let (container, tabs, harness, cleanup) = try await inbox()
    defer { cleanup() }
    harness.press(.character("n"))
    harness.type("Read #Rust book")
    harness.press(.enter)
    await tabs.work.idle()
    harness.press(.character("n"))
    await tabs.work.idle()
    #expect(container.cache.value.projects.isEmpty)
    let task = try #require(container.cache.value.tasks.first)
    #expect(task.title == "Read #Rust book")
    #expect(task.projectID == nil)
  }

  @Test("the Due field reads words and shows the day it understood beside them")
  func dueField() async throws {
    let (container, tabs, harness, cleanup) = try await inbox()
    defer { cleanup() }
    harness.host.today = { CalendarDay(year: 2026, month: 12, day: 9) }
    // As the app sets it up (AppRun).
    #expect(AppRun(container: container).host.dayReader.examples == DayReader.phrases.examples)
    harness.host.dayReader = .phrases
    harness.press(.character("n"))
    harness.type("Send cards")
    harness.press(.tab, .tab)
    harness.type("next fri")
    let line = harness.screen.split(separator: "\n").first { $0.contains("Due: next fri") } ?? ""
    #expect(line.contains("Fri 18 Dec"), "\(harness.screen)")
    harness.press(.enter)
    #expect(harness.screen.contains("Due: 2026-12-18"))
    harness.press(.control("u"))
    harness.type("dec 32")
    harness.press(.enter)
    #expect(harness.screen.contains("not a date: YYYY-MM-DD, fri, dec 24, +1w"), "\(harness.screen)")
    // Esc takes the typing back; Tab to Priority, Project, Create.
    harness.press(.escape, .tab, .tab, .tab, .enter)
    await tabs.work.idle()
    let task = try #require(container.cache.value.tasks.first)
    #expect(task.due == Day(year: 2026, month: 12, day: 18))
  }
}
