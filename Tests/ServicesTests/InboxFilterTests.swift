import Foundation
import Testing

@testable import Services

@Suite("Inbox filters and days")
struct InboxFilterTests {
  let today = Day(year: 2026, month: 11, day: 22)

  func task(_ id: Int64, due: Day?, done: Bool = false, priority: Priority = .none) -> TaskItem {
    TaskItem(
      id: id, title: "t\(id)", due: due, priority: priority, isDone: done, createdAt: .distantPast,
      updatedAt: .distantPast)
  }

  @Test("all, today, overdue and done select the right tasks, with counts")
  func filters() {
    let tasks = [
      task(1, due: today), task(2, due: today.adding(days: -1)), task(3, due: nil),
      task(4, due: today.adding(days: -3), done: true), task(5, due: today.adding(days: 2)),
    ]
    #expect(tasks.filtered(.all, today: today).map(\.id) == [2, 1, 5, 3])
    #expect(tasks.filtered(.today, today: today).map(\.id) == [1])
    #expect(tasks.filtered(.overdue, today: today).map(\.id) == [2])
    #expect(tasks.filtered(.done, today: today).map(\.id) == [4])
    #expect(tasks.counts(today: today) == [.all: 4, .today: 1, .overdue: 1, .done: 1])
  }

  @Test("days parse, print, compare and step across month ends")
  func days() {
    #expect(Day("2026-02-28")?.adding(days: 1) == Day(year: 2026, month: 3, day: 1))
    #expect(Day("2026-02-30") == nil)
    #expect(Day("2024-02-29") == Day(year: 2024, month: 2, day: 29))
    #expect(Day("2100-02-29") == nil && Day("2000-02-29") != nil && Day("2026-04-31") == nil)
    #expect(Day("2026-1-05") == nil && Day("2026-13-01") == nil && Day("2026-01-00") == nil)
    #expect(Day("2026-12-31") == Day(year: 2026, month: 12, day: 31))
    #expect(Day("tomorrow") == nil)
    #expect(Day(year: 2026, month: 1, day: 5).description == "2026-01-05")
    #expect(Day(year: 2025, month: 12, day: 31) < Day(year: 2026, month: 1, day: 1))
  }
}
