import DataCache
import Foundation
import Logging
import Services
import WorkTracking

/// The composition root: builds the cache and the services from a ``Configuration``, and
/// runs the listener that loads a user's data on sign-in and clears it on sign-out. All the
/// app's async work is counted in its ``work`` tracker: the app is idle when that is.
///
/// ```swift
/// let container = try AppContainer(configuration: .default)
/// container.start()  // from now on, signing in loads the user's data
/// try await container.auth.signIn(email: "ada@example.com", password: "…")
/// await container.work.idle()  // the listener has loaded her data
/// let tasks = container.cache.value.tasks
/// container.stop()
/// ```
///
/// Opening fails with a ``Services/DatabaseFailure`` (directory, unreadable, read-only,
/// not a database, newer schema, locked) and changes nothing in that case.
@MainActor
public final class AppContainer {
  /// What the container was built from.
  public let configuration: Configuration
  /// The app's work in flight: the scenes' tasks, the stores' effects, the listener's loads
  /// (each change of the cache counts until its followers have handled it), the checks for
  /// other instances' changes. `await work.idle()` returns once all of it has finished.
  public let work = WorkTracker()
  /// The open, migrated database.
  public let database: AppDatabase
  /// The app-wide state every service writes into.
  public let cache: DataCache<AppState>
  /// Accounts and the session.
  public let auth: any AuthService
  /// The signed-in user's projects.
  public let projects: any ProjectService
  /// The signed-in user's tasks.
  public let tasks: any TaskService
  /// The changes the user can undo and redo, kept per user; what the notices say about them.
  public let history: ChangeHistory
  /// The app's logger: to the configured file, or nowhere.
  public let logger: Logger
  /// The remembered sign-in in use, and whose it is.
  var session: (token: SignInToken, userID: User.ID)?
  var listener: Task<Void, Never>?
  /// The task loading a signed-in user's data when it is missing.
  var loader: Task<Void, Never>?
  /// The task following changes other instances make to the database.
  var watcher: Task<Void, Never>?

  /// Opens the database (failing with a ``Services/DatabaseFailure`` for a bad file) and
  /// builds the services; `wrapAuth` may wrap the accounts service (a session recorder notes
  /// how sign-ins went, a replay repeats them).
  public init(
    configuration: Configuration, wrapAuth: (SQLiteAuthService) -> any AuthService = { $0 }
  ) throws {
    self.configuration = configuration
    database = try AppDatabase(path: configuration.databasePath, busyTimeout: configuration.busyTimeout)
    cache = DataCache(value: AppState(), work: work)
    let context = ServiceContext(database: database, cache: cache, now: configuration.now)
    auth = wrapAuth(SQLiteAuthService(context: context, hasher: configuration.passwordHasher))
    let baseProjects = SQLiteProjectService(context: context)
    let baseTasks = SQLiteTaskService(context: context)
    let cache = cache
    history = ChangeHistory(
      services: UndoStep.Services(tasks: baseTasks, projects: baseProjects),
      storage: ChangeHistory.Storage(
        rows: UndoHistoryStorage(database: database), user: { cache.value.session?.id },
        now: configuration.now))
    projects = UndoableProjectService(base: baseProjects, cache: cache, history: history)
    tasks = UndoableTaskService(base: baseTasks, cache: cache, history: history)
    if let path = configuration.logPath {
      let file = LogFile(path: path)
      logger = Logger(label: "switchyard") { FileLogHandler(label: $0, file: file) }
    } else {
      logger = Logger(label: "switchyard") { _ in SwiftLogNoOpLogHandler() }
    }
    history.onStorageError = { [logger] error in
      logger.warning("undo history not read or saved", metadata: ["error": "\(Self.message(for: error))"])
    }
  }

  /// Today, in the user's calendar.
  public var today: Day { Day(configuration.now()) }
}
