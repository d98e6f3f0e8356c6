import Foundation
import Services
import Testing

@Suite("Task list orders")
struct TaskSortTests {
  static func task(
    _ id: Int64, _ title: String, due: Day? = nil, priority: Priority = .none, project: Project.ID? = nil
  ) -> TaskItem {
    TaskItem(
      id: id, title: title, due: due, priority: priority, projectID: project, createdAt: .distantPast,
      updatedAt: .distantPast)
  }

  static let tasks = [
    task(1, "b", due: Day(year: 2026, month: 12, day: 1), priority: .low, project: 20),
    task(2, "A", priority: .high),
    task(3, "c", due: Day(year: 2026, month: 11, day: 1), priority: .high, project: 10),
  ]

  @Test(
    "each key in its own direction and reversed; ties by id, the same way round",
    arguments: [
      (TaskOrder(.due), [Int64(3), 1, 2]), (TaskOrder(.due, order: .reverse), [2, 1, 3]),
      (TaskOrder(.priority), [3, 2, 1]), (TaskOrder(.priority, order: .forward), [1, 2, 3]),
      (TaskOrder(.title), [2, 1, 3]), (TaskOrder(.title, order: .reverse), [3, 1, 2]),
    ])
  func orders(order: TaskOrder, ids: [Int64]) {
    #expect(Self.tasks.sorted(by: order).map(\.id) == ids)
  }

  @Test("no order keeps the list's own; by project sorts by the projects' names, tasks in none first")
  func ownAndProject() {
    #expect(Self.tasks.sorted(by: nil).map(\.id) == [1, 2, 3])
    var order = TaskOrder(.project)
    order.projectNames = [10: "Work", 20: "Home"]
    #expect(Self.tasks.sorted(by: order).map(\.id) == [2, 1, 3])
  }

  @Test("an order's stored name, back and forth; the names it knows are not part of it")
  func storedNames() {
    #expect(TaskOrder(.priority).storedName == "priority")
    #expect(TaskOrder(.priority, order: .forward).storedName == "priority reversed")
    #expect(TaskOrder(.due, order: .reverse).storedName == "due reversed")
    for key in TaskSort.allCases {
      for order in [SortOrder.forward, .reverse] {
        let value = TaskOrder(key, order: order)
        #expect(TaskOrder(storedName: value.storedName) == value)
      }
    }
    #expect(TaskOrder(storedName: "created") == nil)
    #expect(TaskOrder(storedName: "due backwards") == nil)
    var named = TaskOrder(.project)
    named.projectNames = [1: "Home"]
    #expect(named == TaskOrder(.project) && named.hashValue == TaskOrder(.project).hashValue)
  }

  @Test("the documentation's sample: by priority, lowest first")
  func sample() {
    let tasks = Self.tasks
    var order = TaskOrder(.priority)  // highest first: the key's default direction
    order.order = .forward  // lowest first
    let sorted = tasks.sorted(by: order)
    #expect(sorted.map(\.id) == [1, 2, 3])
  }
}
