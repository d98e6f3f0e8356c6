import Foundation
import Services
import SwitchyardTesting
import TerminalUI
import Testing

@testable import Features

/// Every scene that loads or can be empty shows those states through `ComponentStateView`,
/// each designed (a title, a message, an action where one makes sense).
@MainActor
@Suite("Component states of the app's scenes")
struct ComponentStatesTests {
  @Test("the task list: loading, a failed load with Retry, and each list's own empty state")
  func taskList() {
    let cases: [(mock: TaskListComponentModelMock, title: String?)] = [
      (AppPreviews.emptyTaskList(loading: true), nil),
      (AppPreviews.emptyTaskList(failure: AppPreviews.diskFull), "Could not load your tasks"),
      (AppPreviews.emptyTaskList(), "No open tasks"),
      (AppPreviews.emptyTaskList(filter: .today), "Nothing due today"),
      (AppPreviews.emptyTaskList(filter: .overdue), "Nothing overdue"),
      (AppPreviews.emptyTaskList(filter: .done), "Nothing done yet"),
      (AppPreviews.emptyTaskList(withFilters: false), "No tasks in this project"),
    ]
    for (mock, title) in cases {
      expect(mock.state, titled: title)
      assertShowsComponentState(TaskListComponent(model: mock), mock.state)
    }
  }

  @Test("the project list: loading, a failed load with Retry, no projects with New project")
  func projectList() {
    for (mock, title) in [
      (AppPreviews.emptyProjectList(loading: true), nil),
      (AppPreviews.emptyProjectList(failure: AppPreviews.diskFull), "Could not load your projects"),
      (AppPreviews.emptyProjectList(), "No projects yet"),
    ] {
      expect(mock.state, titled: title)
      assertShowsComponentState(ProjectListComponent(model: mock), mock.state)
    }
  }

  @Test("search: no query yet, searching, no match, a failed search with Retry")
  func search() {
    for (mock, title) in [
      (AppPreviews.search(""), "Search your tasks"),
      (AppPreviews.search("milk", searching: true), "Searching…"),
      (AppPreviews.search("kayak"), "No tasks match “kayak”"),
      (AppPreviews.search("milk", failure: AppPreviews.diskFull), "The search failed"),
    ] {
      expect(mock.state, titled: title)
      assertShowsComponentState(SearchComponent(model: mock), mock.state)
    }
  }

  @Test("a task's detail: loading, and the task gone")
  func taskDetail() {
    for (mock, title) in [
      (AppPreviews.missingTask(loading: true), nil),
      (AppPreviews.missingTask(loading: false), "This task no longer exists"),
    ] {
      expect(mock.state, titled: title)
      assertShowsComponentState(TaskDetailComponent(model: mock), mock.state)
    }
  }

  @Test("the empty list's New task and the failed load's Retry run from their keys, in one read")
  func actionKeys() throws {
    var created = 0
    let empty = AppPreviews.emptyTaskList()
    empty.onEvent = { if $0 == .create { created += 1 } }
    let terminal = InMemoryTerminal(size: Size(width: 60, height: 12))
    try TerminalApp(host: ViewHost { TaskListComponent(model: empty) }, terminal: terminal).start()
    terminal.send("n\r")
    #expect(created == 2, "n and Enter on the focused New task button")

    let failed = AppPreviews.emptyProjectList(failure: AppPreviews.diskFull)
    let second = InMemoryTerminal(size: Size(width: 60, height: 12))
    try TerminalApp(host: ViewHost { ProjectListComponent(model: failed) }, terminal: second).start()
    second.send("\u{1B}[15~\r")
    #expect(failed.retries == 2, "F5 and Enter on the focused Retry button")
  }

  @Test("no scene draws its own placeholder: a scene with a list or a spinner uses ComponentStateView")
  func noAdHocPlaceholders() throws {
    let scenes = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../Sources/Features/Scenes").standardizedFileURL
    // Scenes that cannot be empty: the picker always offers “No project”.
    let neverEmpty: Set = ["MoveToProject"]
    let folders = try FileManager.default.contentsOfDirectory(atPath: scenes.path).filter {
      !$0.hasPrefix(".")
    }
    #expect(folders.count >= 11)
    for folder in folders {
      let component = try String(
        contentsOf: scenes.appendingPathComponent("\(folder)/\(folder)Component.swift"), encoding: .utf8)
      #expect(!component.contains("emptyText:"), "\(folder) writes its own empty text")
      let listsOrLoads = ["List(", "Table(", "OutlineGroup(", "ProgressView("].contains {
        component.contains($0)
      }
      if listsOrLoads, !neverEmpty.contains(folder) {
        #expect(
          component.contains("ComponentStateView("), "\(folder) lists or loads without ComponentStateView")
      }
    }
  }

  /// `state` is loading when `title` is nil, else empty or an error titled `title`.
  private func expect<Value>(
    _ state: ComponentState<Value>, titled title: String?, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    switch state {
    case .loading: #expect(title == nil, "loading, not “\(title ?? "")”", sourceLocation: sourceLocation)
    case .empty(let info), .error(let info): #expect(info.title == title, sourceLocation: sourceLocation)
    case .ready: Issue.record("ready, not “\(title ?? "loading")”", sourceLocation: sourceLocation)
    }
  }
}
