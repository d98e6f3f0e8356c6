import Features
import Services
import TerminalUI
import Testing

@MainActor
@Suite("Long titles")
struct LongTitleTests {
  static let today = Day(year: 2026, month: 11, day: 22)
  static let long = String(repeating: "a very long task title ", count: 6)

  static var task: TaskItem {
    TaskItem(
      id: 1, title: long, due: today.adding(days: 3), projectID: 7, createdAt: .distantPast,
      updatedAt: .distantPast)
  }

  @Test("a row cuts a long title and still shows the project and the due date")
  func rowKeepsDetails() {
    let model = TaskListComponentModelMock(
      tasks: [Self.task], projects: [Project(id: 7, name: "Home")], today: Self.today, withFilters: true)
    let screen = HeadlessRenderer.render(TaskListComponent(model: model), width: 60, height: 4)
    let row = screen.split(separator: "\n").first { $0.contains("a very long") } ?? ""
    #expect(row.contains("Home"))
    #expect(row.hasSuffix("Wed"), "the due date, as a list shows it: 2026-11-25 is Wednesday")
    #expect(row.contains("…"))
  }

  @Test("the detail screen shows the whole title, wrapped")
  func detailShowsAll() {
    let model = TaskDetailComponentModelMock(task: Self.task, projectName: "Home", today: Self.today)
    let screen = HeadlessRenderer.render(TaskDetailComponent(model: model), width: 50, height: 16)
    let words = screen.split(whereSeparator: \.isWhitespace).filter { $0 == "title" }
    #expect(words.count == 6)
  }
}

@MainActor
@Suite("Long messages")
struct LongMessageTests {
  @Test(
    "an error longer than the screen is wrapped, not cut: its last words show (80 columns, as plain mode)")
  func wrapped() {
    let model = TaskEditorComponentModelMock(form: FormState(task: nil), isNew: false)
    let message =
      "the last writes could not be copied into /home/someone/.local/share/switchyard/switchyard.sqlite "
      + "(the disk is full); they are safe beside it"
    model.form.errorMessage = message
    let screen = HeadlessRenderer.render(TaskEditorComponent(model: model), width: 80, height: 14)
    #expect(
      screen.contains("are safe beside it") && screen.contains("switchyard.sqlite (the disk is full)"),
      "\(screen)")
    #expect(!screen.contains("…"), "nothing cut")
  }
}
