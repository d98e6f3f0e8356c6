import Foundation
import Services
import Testing

@Suite("Task list orders")
struct TaskSortTests {
  static func task(
    _ id: Int64, _ title: String, due: Day? = nil, priority: Priority = .none, created: Double = 0
  )
    -> TaskItem
  {
    TaskItem(
      id: id, title: title, due: due, priority: priority, createdAt: Date(timeIntervalSince1970: created),
      updatedAt: .distantPast)
  }

  static let tasks = [
    task(1, "b", due: Day(year: 2026, month: 12, day: 1), priority: .low, created: 30),
    task(2, "A", priority: .high, created: 10),
    task(3, "c", due: Day(year: 2026, month: 11, day: 1), priority: .high, created: 20),
  ]

  @Test(
    "each order, ties kept in the list's own order",
    arguments: [
      (TaskSort.standard, [Int64(1), 2, 3]), (.due, [3, 1, 2]), (.priority, [2, 3, 1]),
      (.created, [1, 3, 2]),
      (.title, [2, 1, 3]),
    ])
  func orders(sort: TaskSort, ids: [Int64]) {
    #expect(Self.tasks.sorted(by: sort).map(\.id) == ids)
  }

  @Test("the key cycles through every order and back")
  func cycles() {
    var sort = TaskSort.standard
    var seen: [TaskSort] = []
    repeat {
      seen.append(sort)
      sort = sort.next
    } while sort != .standard
    #expect(seen == TaskSort.allCases)
  }
}
