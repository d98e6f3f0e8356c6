#if DEBUG
  import Services
  import TerminalUI

  extension AppPreviews {
    @MainActor static var forms: [Preview] {
      [
        Preview(scene: "SignIn", state: "empty") { SignInComponent(model: SignInComponentModelMock()) },
        Preview(scene: "SignIn", state: "wrong password") {
          SignInComponent(model: SignInComponentModelMock(form: signInRefused))
        },
        Preview(scene: "SignUp", state: "empty", sizes: [wide, narrow]) {
          SignUpComponent(model: SignUpComponentModelMock())
        },
        Preview(scene: "ChangePassword", state: "mismatch") {
          ChangePasswordComponent(model: ChangePasswordComponentModelMock(form: passwordMismatch))
        },
        Preview(scene: "NewProject", state: "named") {
          NewProjectComponent(model: NewProjectComponentModelMock(name: "Garden"))
        },
      ]
    }

    @MainActor static var lists: [Preview] {
      [
        Preview(scene: "TaskList", state: "inbox", sizes: [wide, narrow]) {
          TaskListComponent(
            model: TaskListComponentModelMock(tasks: tasks, projects: [home, work], today: today))
        },
        Preview(scene: "TaskList", state: "loading") {
          TaskListComponent(model: emptyTaskList(loading: true))
        },
        Preview(scene: "TaskList", state: "error: load failed") {
          TaskListComponent(model: emptyTaskList(failure: diskFull))
        },
        Preview(scene: "TaskList", state: "empty: no open tasks") {
          TaskListComponent(model: emptyTaskList())
        },
        Preview(scene: "TaskList", state: "empty: nothing due today", sizes: [wide, narrow]) {
          TaskListComponent(model: emptyTaskList(filter: .today))
        },
        Preview(scene: "TaskList", state: "empty: nothing done") {
          TaskListComponent(model: emptyTaskList(filter: .done))
        },
        Preview(scene: "TaskList", state: "empty: project") {
          TaskListComponent(model: emptyTaskList(withFilters: false))
        },
        Preview(scene: "ProjectList", state: "two projects") {
          ProjectListComponent(model: ProjectListComponentModelMock(projects: [(home, 3), (work, 0)]))
        },
        Preview(scene: "ProjectList", state: "loading") {
          ProjectListComponent(model: emptyProjectList(loading: true))
        },
        Preview(scene: "ProjectList", state: "error: load failed") {
          ProjectListComponent(model: emptyProjectList(failure: diskFull))
        },
        Preview(scene: "ProjectList", state: "empty: no projects") {
          ProjectListComponent(model: emptyProjectList())
        },
        Preview(scene: "Search", state: "empty: no query yet") { SearchComponent(model: search("")) },
        Preview(scene: "Search", state: "loading") {
          SearchComponent(model: search("milk", searching: true))
        },
        Preview(scene: "Search", state: "empty: no match") { SearchComponent(model: search("kayak")) },
        Preview(scene: "Search", state: "error: search failed") {
          SearchComponent(model: search("milk", failure: diskFull))
        },
        Preview(scene: "Search", state: "one result") {
          SearchComponent(model: SearchComponentModelMock(query: "milk", results: [tasks[1]], today: today))
        },
      ]
    }

    @MainActor static var taskScreens: [Preview] {
      [
        Preview(scene: "TaskDetail", state: "overdue with notes") {
          TaskDetailComponent(
            model: TaskDetailComponentModelMock(
              task: task(1, "Pay the electricity bill", due: -2, priority: .high, notes: "Before the 25th"),
              projectName: "Home", today: today))
        },
        Preview(scene: "TaskDetail", state: "loading") {
          TaskDetailComponent(model: missingTask(loading: true))
        },
        Preview(scene: "TaskDetail", state: "empty: task gone") {
          TaskDetailComponent(model: missingTask(loading: false))
        },
        Preview(scene: "TaskEditor", state: "new, no title") { taskEditor() },
        Preview(scene: "MoveToProject", state: "in Work") {
          MoveToProjectComponent(
            model: MoveToProjectComponentModelMock(projects: [home, work], currentProjectID: 2))
        },
      ]
    }

    @MainActor static var settings: [Preview] {
      [
        Preview(scene: "Settings", state: "signed in") {
          SettingsComponent(model: SettingsComponentModelMock(user: ada))
        }
      ]
    }

    static let ada = User(id: 1, name: "Ada Lovelace", email: "ada@example.com")

    static var signInRefused: FormState<SignInField> {
      var form = FormState<SignInField>([.email: "ada@"])
      form.errorMessage = "Wrong email or password"
      return form
    }

    static var passwordMismatch: FormState<ChangePasswordField> {
      var form = FormState<ChangePasswordField>()
      form.errors = [.confirmation: "Passwords do not match"]
      return form
    }

    @MainActor static func taskEditor() -> TaskEditorComponent<TaskEditorComponentModelMock> {
      var form = FormState<TaskEditorField>(task: nil, project: work.id)
      form.errors = [.title: "A task needs a title"]
      let model = TaskEditorComponentModelMock(form: form)
      model.projects = [home, work]
      return TaskEditorComponent(model: model)
    }
  }
#endif
