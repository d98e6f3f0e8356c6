import Foundation
import Testing

@testable import Services

/// ``AppState/showSearchResults(_:)`` merges a search's results into the loaded rows in one
/// pass and lets go only of the previous results nothing else holds: over random states it
/// leaves what storing each result and then pruning every row nothing holds leaves.
@Suite("Search results in the loaded rows")
struct SearchResultsStateTests {
  /// Task `id`, its title marking which version of it this is.
  static func task(_ id: Int64, version: Int) -> TaskItem {
    TaskItem(
      id: id, title: "t\(id) v\(version)", due: nil, isDone: false, projectID: nil, createdAt: .distantPast,
      updatedAt: .distantPast)
  }

  /// The state the old way made: each result stored (replacing its loaded copy, in id order),
  /// then every loaded row that no window, result or recent task holds dropped.
  static func expected(_ state: AppState, after results: [TaskItem]) -> AppState {
    var state = state
    state.searchResultIDs = results.map(\.id)
    var byID = Dictionary(uniqueKeysWithValues: state.tasks.map { ($0.id, $0) })
    for task in results { byID[task.id] = task }
    var needed = Set(state.recentTaskIDs).union(state.searchResultIDs)
    for window in state.lists.values { needed.formUnion(window.ids) }
    state.tasks = byID.values.filter { needed.contains($0.id) }.sorted { $0.id < $1.id }
    return state
  }

  @Test(
    "over random windows, recent tasks and successive searches, the rows equal storing each result and pruning",
    arguments: [1, 2, 3, 4] as [UInt64])
  func randomSearches(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let keys = [TaskListKey(.inbox(.all)), TaskListKey(.inbox(.today)), TaskListKey(.project(1))]
    var state = AppState(session: User(id: 1, name: "Ada", email: "ada@example.com"))
    func someIDs(_ count: Int) -> [Int64] {
      Array(Set((0..<count).map { _ in Int64.random(in: 1...80, using: &random) })).shuffled(using: &random)
    }
    for key in keys where Bool.random(using: &random) {
      let ids = someIDs(Int.random(in: 0...30, using: &random))
      state.lists[key] = TaskWindow(total: ids.count, start: 0, ids: ids)
    }
    state.recentTaskIDs = someIDs(Int.random(in: 0...10, using: &random))
    state = Self.expected(state, after: [])
    for version in 1...40 {
      let results = someIDs(Int.random(in: 0...25, using: &random)).map { Self.task($0, version: version) }
      let expected = Self.expected(state, after: results)
      state.showSearchResults(results)
      #expect(state.tasks == expected.tasks, "search \(version)")
      #expect(state.searchResultIDs == results.map(\.id), "search \(version)")
    }
  }

  @Test("a result replaces its loaded copy; a previous result a window holds stays, the others go")
  func replacesAndReleases() {
    var state = AppState(session: User(id: 1, name: "Ada", email: "ada@example.com"))
    state.lists[TaskListKey(.inbox(.all))] = TaskWindow(total: 1, start: 0, ids: [2])
    state.showSearchResults([Self.task(3, version: 1), Self.task(2, version: 1), Self.task(5, version: 1)])
    #expect(state.tasks.map(\.id) == [2, 3, 5])
    state.showSearchResults([Self.task(5, version: 2), Self.task(1, version: 2)])
    #expect(state.tasks.map(\.title) == ["t1 v2", "t2 v1", "t5 v2"])
    #expect(state.searchResultIDs == [5, 1])
  }
}
