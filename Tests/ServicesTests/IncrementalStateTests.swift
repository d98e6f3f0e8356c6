import Foundation
import Testing

@testable import Services

/// The cache's counts and list windows, kept from each change, must equal the same things
/// recomputed from every task — over random tasks, windows and change sequences.
@Suite("Incremental counts and windows equal a full recomputation")
struct IncrementalStateTests {
  static let titles = ["a", "A", "b", "Buy milk", "buy milk", "été", "🍎", "zz"]
  static let projects = [
    Project(id: 1, name: "work"), Project(id: 2, name: "Home"), Project(id: 3, name: "Zoo"),
  ]
  static let day = Day(year: 2026, month: 5, day: 3)

  /// A task world: every task (the database) and the cache built from it.
  struct World {
    var random: SeededGenerator
    var all: [TaskItem] = []
    var state = AppState()
    var today = IncrementalStateTests.day
    var nextID: Int64 = 1

    init(seed: UInt64) {
      random = SeededGenerator(seed: seed)
      state.projects = IncrementalStateTests.projects
    }

    var names: [Project.ID: String] { state.projectNames }

    mutating func randomTask(id: Int64) -> TaskItem {
      TaskItem(
        id: id, title: IncrementalStateTests.titles.randomElement(using: &random)!,
        due: Bool.random(using: &random)
          ? nil : Day(year: 2026, month: 5, day: Int.random(in: 1...5, using: &random)),
        priority: Priority.allCases.randomElement(using: &random)!,
        isDone: Int.random(in: 0..<3, using: &random) == 0,
        projectID: Bool.random(using: &random) ? nil : Int64.random(in: 1...3, using: &random),
        createdAt: .distantPast, updatedAt: .distantPast)
    }

    /// The whole list `key`, recomputed from every task.
    func full(_ key: TaskListKey) -> [TaskItem] {
      all.filter { key.includes($0, today: today) }.sorted { key.precedes($0, $1, projectNames: names) }
    }

    /// Reads a page of `key` into the cache, as the service does.
    mutating func load(_ key: TaskListKey, at position: Int, count: Int) {
      let list = full(key)
      let start = max(0, min(position, list.count - 1))
      let rows = Array(list[min(start, list.count)..<min(list.count, start + count)])
      state.receive(rows, at: list.isEmpty ? 0 : start, total: list.count, for: key)
    }

    mutating func change(to after: TaskItem?, from before: TaskItem?) {
      if let before { all.removeAll { $0.id == before.id } }
      if let after { all.append(after) }
      state.apply(TaskChange(before: before, after: after))
    }

    /// One random write, as the services make them.
    mutating func randomStep() {
      let existing = all.randomElement(using: &random)
      var kind = Int.random(in: 0..<9, using: &random)
      if existing == nil, (2...7).contains(kind) { kind = 0 }
      switch kind {
      case 0, 1:
        change(to: randomTask(id: nextID), from: nil)
        nextID += 1
      case 2:
        var task = existing!
        task.title = IncrementalStateTests.titles.randomElement(using: &random)!
        change(to: task, from: existing)
      case 3:
        var task = existing!
        task.due =
          Bool.random(using: &random)
          ? nil : Day(year: 2026, month: 5, day: Int.random(in: 1...5, using: &random))
        task.priority = Priority.allCases.randomElement(using: &random)!
        change(to: task, from: existing)
      case 4, 5:
        var task = existing!
        task.isDone.toggle()
        change(to: task, from: existing)
      case 6:
        var task = existing!
        task.projectID = Bool.random(using: &random) ? nil : Int64.random(in: 1...3, using: &random)
        change(to: task, from: existing)
      case 7:
        change(to: nil, from: existing)
      case 8:
        // The day rolls over: the counts and the day's lists are read again.
        today = today.adding(days: 1)
        state.counts = TaskCounts.counting(all, on: today)
        let dayLists = state.lists.keys.filter(\.dependsOnDay)
        state.dropDayLists()
        for key in dayLists { load(key, at: 0, count: 30) }
      default:
        // A neighbouring page of one of the windows.
        guard let (key, window) = state.lists.randomElement(using: &random) else { return }
        load(key, at: Bool.random(using: &random) ? window.end : max(0, window.start - 20), count: 20)
      }
    }

    /// Every count and window against the recomputation; nil when they agree.
    func mismatch() -> String? {
      var oracle = AppState()
      oracle.tasks = all
      if state.counts.inbox != oracle.inboxCounts(today: today) {
        return "inbox counts \(state.counts.inbox) ≠ \(oracle.inboxCounts(today: today))"
      }
      if state.counts.openByProject != oracle.openTaskCountsByProject {
        return "project counts \(state.counts.openByProject) ≠ \(oracle.openTaskCountsByProject)"
      }
      let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
      for (key, window) in state.lists {
        let list = full(key)
        guard window.total == list.count else { return "\(key): total \(window.total) ≠ \(list.count)" }
        guard window.start >= 0, window.end <= list.count else { return "\(key): window out of the list" }
        let expected = list[window.start..<window.end].map(\.id)
        guard window.ids == expected else {
          return "\(key): \(window.ids) ≠ \(expected) from \(window.start)"
        }
        for id in window.ids where state.task(id) != byID[id] {
          return "\(key): row \(id) not loaded as it is"
        }
      }
      return nil
    }
  }

  static let keys: [TaskListKey] = [
    TaskListKey(.inbox(.all)), TaskListKey(.inbox(.today)),
    TaskListKey(.inbox(.overdue), order: TaskOrder(.title)),
    TaskListKey(.inbox(.done), order: TaskOrder(.due, order: .reverse)),
    TaskListKey(.inbox(.all), order: TaskOrder(.project)), TaskListKey(.project(1)),
    TaskListKey(.project(2), order: TaskOrder(.priority)),
  ]

  @Test(
    "random changes after random windows: counts and every window equal the recomputation", arguments: 0..<25)
  func incrementalEqualsRecomputed(seed: UInt64) {
    var world = World(seed: seed)
    for _ in 0..<Int.random(in: 0..<120, using: &world.random) {
      world.all.append(world.randomTask(id: world.nextID))
      world.nextID += 1
    }
    world.state.counts = TaskCounts.counting(world.all, on: world.today)
    for key in Self.keys {
      let total = world.full(key).count
      world.load(
        key, at: Int.random(in: 0...max(0, total), using: &world.random),
        count: Int.random(in: 1...40, using: &world.random))
    }
    #expect(world.mismatch() == nil, "seed \(seed), before any change")
    for step in 0..<150 {
      world.randomStep()
      if let mismatch = world.mismatch() {
        Issue.record("seed \(seed), step \(step): \(mismatch)")
        return
      }
    }
    #expect(
      world.state.tasks.count <= world.state.lists.values.map(\.ids.count).reduce(0, +)
        + AppState.recentTaskLimit)
  }

  @Test("a window merges adjacent pages and is cut to its limit around the last page read")
  func windowMerging() {
    var window = TaskWindow(total: 2_000, start: 400, ids: Array(400..<600))
    window.merge(Array(600..<800), at: 600, total: 2_000)
    #expect(window.start == 400 && window.ids == Array(400..<800))
    window.merge(Array(200..<400), at: 200, total: 2_000)
    #expect(window.start == 200 && window.ids.count == 600)
    window.merge(Array(800..<1_000), at: 800, total: 2_000)
    window.merge(Array(1_000..<1_200), at: 1_000, total: 2_000)
    #expect(window.ids.count == TaskWindow.maxRows && window.end == 1_200)
    window.merge(Array(1_800..<2_000), at: 1_800, total: 2_000)
    #expect(window.start == 1_800 && window.ids == Array(1_800..<2_000), "a jump replaces the window")
  }
}
