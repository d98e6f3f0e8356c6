import Features
import Foundation
import Services
import SwitchyardTesting
import TerminalUI
import Testing

/// Every scene rendered headlessly with its mock model, compared with its recorded screen.
@MainActor
@Suite("Scene snapshots (mock models)")
struct ComponentSnapshotTests {
  static let today = Day(year: 2026, month: 11, day: 22)
  static let home = Project(id: 1, name: "Home")
  static let work = Project(id: 2, name: "Work")

  static func task(
    _ id: Int64, _ title: String, due: Int? = nil, priority: Priority = .none, done: Bool = false,
    project: Project.ID? = nil, notes: String = ""
  ) -> TaskItem {
    TaskItem(
      id: id, title: title, notes: notes, due: due.map { today.adding(days: $0) }, priority: priority,
      isDone: done,
      projectID: project, createdAt: .distantPast, updatedAt: .distantPast)
  }

  static let tasks = [
    task(1, "Pay the electricity bill", due: -2, priority: .high, project: 1, notes: "Account 2-17"),
    task(2, "Buy oat milk", due: 0, priority: .medium),
    task(3, "Prepare the quarterly review", due: 2, priority: .high, project: 2),
    task(4, "Plan the weekend hike"),
    task(5, "Coffee beans", done: true),
  ]

  @Test func signIn() {
    var form = FormState<SignInField>([.email: "ada@"])
    form.errors[.email] = "Enter an email like name@example.com"
    form.errorMessage = "Wrong email or password"
    assertSnapshot(
      of: SignInComponent(model: SignInComponentModelMock(form: form)), width: 60, height: 10,
      named: "sign-in")
  }

  @Test func signUp() {
    var form = FormState<SignUpField>([.name: "Ada"])
    form.errors = [.password: "Use at least 8 characters"]
    assertSnapshot(
      of: SignUpComponent(model: SignUpComponentModelMock(form: form)), width: 60, height: 13,
      named: "sign-up")
  }

  @Test func inbox() {
    let model = TaskListComponentModelMock(
      tasks: Self.tasks, projects: [Self.home, Self.work], today: Self.today)
    assertSnapshot(of: TaskListComponent(model: model), width: 70, height: 8, named: "inbox")
  }

  @Test func emptyProject() {
    let model = TaskListComponentModelMock(tasks: [], today: Self.today, withFilters: false)
    assertSnapshot(of: TaskListComponent(model: model), width: 50, height: 5, named: "project-empty")
  }

  @Test func taskDetail() {
    let model = TaskDetailComponentModelMock(
      task: Self.task(1, "Pay the electricity bill", due: -2, priority: .high, notes: "Before the 25th"),
      projectName: "Home", today: Self.today)
    assertSnapshot(of: TaskDetailComponent(model: model), width: 50, height: 11, named: "task-detail")
  }

  @Test func taskEditor() {
    var form = FormState<TaskEditorField>(task: nil, project: Self.work.id)
    form.values[.due] = "2026-11-26"
    form.values[.priority] = "high"
    form.errors = [.title: "A task needs a title"]
    let model = TaskEditorComponentModelMock(form: form)
    model.projects = [Self.home, Self.work]
    assertSnapshot(of: TaskEditorComponent(model: model), width: 60, height: 12, named: "task-editor")
  }

  @Test func moveToProject() {
    let model = MoveToProjectComponentModelMock(projects: [Self.home, Self.work], currentProjectID: 2)
    assertSnapshot(of: MoveToProjectComponent(model: model), width: 40, height: 5, named: "move-to-project")
  }

  @Test func projectList() {
    let model = ProjectListComponentModelMock(projects: [(Self.home, 3), (Self.work, 0)])
    assertSnapshot(of: ProjectListComponent(model: model), width: 40, height: 3, named: "project-list")
  }

  @Test func newProject() {
    let model = NewProjectComponentModelMock(name: "Garden")
    model.form.errorMessage = "A project needs a name"
    assertSnapshot(of: NewProjectComponent(model: model), width: 40, height: 5, named: "new-project")
  }

  @Test func search() {
    let model = SearchComponentModelMock(query: "milk", results: [Self.tasks[1]], today: Self.today)
    assertSnapshot(of: SearchComponent(model: model), width: 60, height: 4, named: "search")
  }

  @Test func settings() {
    let model = SettingsComponentModelMock(user: User(id: 1, name: "Ada Lovelace", email: "ada@example.com"))
    model.openTasks = 4
    model.doneTasks = 1
    model.projectCount = 2
    assertSnapshot(of: SettingsComponent(model: model), width: 60, height: 13, named: "settings")
  }

  @Test("settings with a theme chosen: it is marked, and choosing another reports it")
  func settingsThemeChosen() {
    let model = SettingsComponentModelMock(user: User(id: 1, name: "Ada Lovelace", email: "ada@example.com"))
    model.themeName = "dark"
    var events: [SettingsEvent] = []
    model.onEvent = { events.append($0) }
    let harness = HeadlessHarness(width: 60, height: 13) { SettingsComponent(model: model) }
    #expect(harness.screen.contains("Appearance [ ○ default ] [ ○ light ] [ ● dark ]"))
    #expect(harness.click("light"))
    #expect(events == [.chooseTheme("light")])
    #expect(harness.screen.contains("[ ● light ]"))
  }

  @Test func changePassword() {
    var form = FormState<ChangePasswordField>()
    form.errors = [.confirmation: "Passwords do not match"]
    assertSnapshot(
      of: ChangePasswordComponent(model: ChangePasswordComponentModelMock(form: form)), width: 50,
      height: 9,
      named: "change-password")
  }
}
