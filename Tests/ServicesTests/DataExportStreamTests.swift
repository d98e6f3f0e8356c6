import Foundation
import Testing

@testable import Services

/// The export streamed task by task from a cursor writes the same bytes as the whole export
/// built in memory (`DataExport.text(as:)`), for awkward values and for no tasks at all.
@MainActor
@Suite("Export streaming")
struct DataExportStreamTests {
  static let user = User(id: 1, name: "Ada \"the\" Countess", email: "ada@example.com")
  static let projects = [Project(id: 3, name: "Garden, yard"), Project(id: 5, name: "Ünïcode / 日本")]
  static let tasks: [TaskItem] = {
    let date = Date(timeIntervalSince1970: 1_790_000_000.123)
    return [
      TaskItem(
        id: 1, title: "Plain", due: Day(year: 2026, month: 5, day: 3), priority: .high, projectID: 3,
        createdAt: date, updatedAt: date),
      TaskItem(
        id: 2, title: "Quote \" comma, line\nbreak\ttab",
        notes: "esc \u{1B}[31m del \u{7F} c1 \u{85} bell \u{07}",
        isDone: true, createdAt: date, updatedAt: date.addingTimeInterval(60)),
      TaskItem(id: 7, title: "日本語 😀 slash/back\\slash", projectID: 99, createdAt: date, updatedAt: date),
    ]
  }()

  func streamed(_ format: DataExport.Format, tasks: [TaskItem]) throws -> String {
    var output = ""
    try DataExport.stream(format, user: Self.user, projects: Self.projects) { emit in
      for task in tasks { try emit(task) }
    } to: { piece in
      output.append(piece)
    }
    return output
  }

  @Test("JSON and CSV: the same bytes streamed as built whole, with tasks, one task and none")
  func sameBytes() throws {
    for format in DataExport.Format.allCases {
      for tasks in [Self.tasks, [Self.tasks[1]], []] {
        let whole = try DataExport(user: Self.user, projects: Self.projects, tasks: tasks).text(as: format)
        #expect(try streamed(format, tasks: tasks) == whole, "\(format), \(tasks.count) tasks")
      }
    }
  }

  @Test("the database hands over one user's tasks in id order, skipping and counting damaged rows")
  func cursor() async throws {
    let folder = TemporaryFolder()
    let database = try AppDatabase(path: folder.path("a.sqlite"))
    try database.addAdaAndEve()
    try await database.writer.write { db in
      for (user, title) in [(1, "one"), (2, "eve's"), (1, "two"), (1, "three")] {
        try db.execute(
          sql:
            "INSERT INTO tasks (user_id, title, created_at, updated_at) VALUES (?, ?, '2026-01-01', '2026-01-01')",
          arguments: [user, title])
      }
      try db.execute(sql: "UPDATE tasks SET created_at = 'garbage' WHERE title = 'two'")
    }
    var titles: [String] = []
    let damaged = try database.forEachTask(of: 1) { titles.append($0.title) }
    #expect(titles == ["one", "three"])
    #expect(damaged == 1)
  }
}
