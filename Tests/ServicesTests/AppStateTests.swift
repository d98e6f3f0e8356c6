import Foundation
import Testing

@testable import Services

@Suite("App state helpers")
struct AppStateTests {
  func task(_ id: Int64, project: Int64? = nil, done: Bool = false, due: Day? = nil) -> TaskItem {
    TaskItem(
      id: id, title: "t\(id)", due: due, isDone: done, projectID: project, createdAt: .distantPast,
      updatedAt: .distantPast)
  }

  var state: AppState {
    var state = AppState(session: User(id: 1, name: "Ada", email: "ada@example.com"))
    state.projects = [Project(id: 10, name: "Home"), Project(id: 20, name: "Work")]
    state.tasks = [
      task(1, project: 10), task(2, project: 10, done: true), task(3, project: 20), task(4),
      task(5, project: 10),
    ]
    return state
  }

  @Test("lookups by id, tasks per project and open counts per project")
  func projects() {
    let state = state
    #expect(state.task(3)?.projectID == 20 && state.task(99) == nil)
    #expect(state.project(20)?.name == "Work" && state.project(nil) == nil)
    // Open tasks first (5, 1), then done ones (2), each in inbox order: what a project shows.
    #expect(state.tasks(inProject: 10).map(\.id) == [5, 1, 2])
    #expect(state.tasks(inProject: nil).map(\.id) == [4])
    #expect(state.openTaskCountsByProject == [10: 2, 20: 1])
  }

  @Test("search results resolve through the loaded tasks, in result order, skipping missing ids")
  func searchResults() {
    var state = state
    state.tasks[4].isDone = true
    #expect(state.tasks(withIDs: [5, 99, 1]).map(\.id) == [5, 1])
    #expect(state.tasks(withIDs: [5, 99, 1]).first?.isDone == true)
  }

  @Test("search results resolve when the loaded tasks are out of id order too")
  func searchResultsOutOfOrder() {
    var state = state
    state.tasks.reverse()
    #expect(state.tasks(withIDs: [5, 99, 1, 4]).map(\.id) == [5, 1, 4])
  }

  @Test("inbox filters and counts follow the day `now` falls on in the given calendar")
  func inboxByDate() throws {
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = try #require(TimeZone(identifier: "UTC"))
    var tokyo = utc
    tokyo.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
    // 2026-11-22 20:00 UTC is already 2026-11-23 in Tokyo.
    let now = try #require(utc.date(from: DateComponents(year: 2026, month: 11, day: 22, hour: 20)))
    var state = AppState()
    state.tasks = [
      task(1, due: Day(year: 2026, month: 11, day: 22)), task(2, due: Day(year: 2026, month: 11, day: 23)),
    ]
    #expect(state.inbox(.today, today: Day(now, calendar: utc)).map(\.id) == [1])
    #expect(state.inbox(.today, today: Day(now, calendar: tokyo)).map(\.id) == [2])
    #expect(state.inbox(.overdue, today: Day(now, calendar: tokyo)).map(\.id) == [1])
    #expect(state.inboxCounts(today: Day(now, calendar: utc)) == [.all: 2, .today: 1, .overdue: 0, .done: 0])
  }

  @Test("user data counts as loaded only for the signed-in user")
  func loaded() {
    var state = state
    #expect(!state.isUserDataLoaded)
    state.loadedUserID = 1
    #expect(state.isUserDataLoaded && state.isSignedIn)
    state.session = User(id: 2, name: "Bob", email: "bob@example.com")
    #expect(!state.isUserDataLoaded)
  }

  @Test("tasks are found by id with a binary search, and still found when out of order")
  func indexOfTask() {
    var state = AppState()
    state.tasks = [1, 3, 5, 8, 13].map { task($0) }
    #expect([1, 3, 5, 8, 13, 2, 99].map { state.indexOfTask($0) } == [0, 1, 2, 3, 4, nil, nil])
    state.tasks = [13, 1, 8, 3].map { task($0) }
    #expect([13, 1, 8, 3, 5].map { state.indexOfTask($0) } == [0, 1, 2, 3, nil])
  }
}
