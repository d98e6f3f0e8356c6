import Container
import Foundation
import Logging
import Services

// The code samples of the app modules' doc comments, compiled (Scripts/check-doc-samples.py
// checks that each is here). They are not run: they open the user's own files.

@MainActor
func appContainerSample() async throws {
  let container = try AppContainer(configuration: .default)
  container.start()  // from now on, signing in loads the user's data
  try await container.auth.signIn(email: "ada@example.com", password: "…")
  await container.work.idle()  // the listener has loaded her data
  let tasks = container.cache.value.tasks
  container.stop()
  _ = tasks
}

@MainActor
func configurationSample(temporaryPath: String) throws {
  let container = try AppContainer(configuration: .default)  // the user's file
  let other = try AppContainer(configuration: .standard(databasePath: "~/tasks.sqlite"))
  let forTests = try AppContainer(configuration: .testing(databasePath: temporaryPath))
  _ = (container, other, forTests)
}

@MainActor
func demoSeederSample(container: AppContainer) async throws {
  let outcome = try await DemoSeeder(container: container).seed()
  print(outcome.credentials.email, outcome.credentials.password)
}

func fileLogHandlerSample() -> Logger {
  let file = LogFile(path: "/tmp/switchyard.log")
  let logger = Logger(label: "switchyard") { FileLogHandler(label: $0, file: file) }
  return logger
}

@MainActor
func authServiceSample(
  container: AppContainer, email: String, password: String, show: (String?) -> Void
) async throws {
  do {
    try await container.auth.signIn(email: email, password: password)
  } catch let error as AuthError {
    show(error.errorDescription)  // "Wrong email or password", "Too many failed attempts…"
  }
}

func passwordHasherSample() throws -> Data {
  let hasher = PasswordHasher()  // 600,000 iterations
  let salt = hasher.makeSalt()
  let hash = try hasher.hash("correct horse", salt: salt, iterations: hasher.iterations)
  return hash
}

@MainActor
func serviceSamples(container: AppContainer, today: Day) async throws {
  let home = try await container.projects.create(name: "Home")
  try await container.projects.rename(home.id, to: "House")
  let task = try await container.tasks.create(TaskDraft(title: "Buy milk", due: today))
  try await container.tasks.toggleDone(task.id)  // the cache's copy is updated in place
  let found = try await container.tasks.search("mil")
  _ = found
}

func dataExportSample(user: User, projects: [Project], tasks: [TaskItem]) throws -> String {
  let export = DataExport(user: user, projects: projects, tasks: tasks)
  let json = try export.text(as: .json)
  return json
}

@MainActor
func renameConflictSample(projects: any ProjectService, id: Project.ID) async throws {
  do {
    try await projects.rename(id, from: "Garden", to: "Plants")
  } catch let conflict as RenameConflict {
    print(conflict.current)  // "Yard", renamed in another window
  }
}

// The task cache's samples (issue 23: windows and counts).

func noCaseCollationSample() {
  let titles = NoCaseCollation.compare("apple", "Banana")  // .orderedAscending
  let accents = NoCaseCollation.compare("ÉTÉ", "été")  // .orderedAscending: only ASCII folds
  _ = (titles, accents)
}

func taskChangeSample(state: AppState, open: TaskItem, done: TaskItem) {
  var state = state
  state.apply(TaskChange(before: open, after: done))
}

func taskCountsSample(state: AppState) -> Int {
  let badge = state.counts.inbox[.today, default: 0]
  return badge
}

func taskListKeySample(task: TaskItem, today: Day) -> Bool {
  let key = TaskListKey(.inbox(.today), order: TaskOrder(.title))
  let shown = key.includes(task, today: today)
  return shown
}

func taskWindowSample(state: AppState) -> [TaskItem]? {
  let window = state.lists[TaskListKey(.inbox(.all))]
  let shown = window?.ids.compactMap(state.task)  // the loaded rows, in order
  return shown
}

func dataExportStreamSample(user: User, projects: [Project], tasks: [TaskItem]) throws -> String {
  var output = ""
  try DataExport.stream(.csv, user: user, projects: projects) { emit in
    for task in tasks { try emit(task) }
  } to: { piece in
    output.append(piece)
  }
  return output
}

func forEachTaskSample(database: AppDatabase, userID: Int64) throws -> Int {
  let skipped = try database.forEachTask(of: userID) { task in print(task.title) }
  return skipped
}
