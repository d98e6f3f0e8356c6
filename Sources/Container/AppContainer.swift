import DataCache
import Foundation
import Logging
import Services

/// The composition root: builds the cache and the services from a ``Configuration``, and
/// runs the listener that loads a user's data on sign-in and clears it on sign-out.
///
/// ```swift
/// let container = try AppContainer(configuration: .standard())
/// container.start()
/// try await container.auth.signIn(email: "ada@example.com", password: "…")
/// ```
@MainActor
public final class AppContainer {
  public let configuration: Configuration
  public let database: AppDatabase
  public let cache: DataCache<AppState>
  public let auth: any AuthService
  public let projects: any ProjectService
  public let tasks: any TaskService
  public let logger: Logger
  private var listener: Task<Void, Never>?

  /// Opens the database (failing with a ``Services/DatabaseFailure`` for a bad file) and
  /// builds the services.
  public init(configuration: Configuration) throws {
    self.configuration = configuration
    database = try AppDatabase(path: configuration.databasePath, busyTimeout: configuration.busyTimeout)
    cache = DataCache(value: AppState())
    let context = ServiceContext(database: database, cache: cache, now: configuration.now)
    auth = SQLiteAuthService(
      context: context, hasher: configuration.passwordHasher)
    projects = SQLiteProjectService(context: context)
    tasks = SQLiteTaskService(context: context)
    if let path = configuration.logPath {
      let file = LogFile(path: path)
      logger = Logger(label: "switchyard") { FileLogHandler(label: $0, file: file) }
    } else {
      logger = Logger(label: "switchyard") { _ in SwiftLogNoOpLogHandler() }
    }
  }

  /// Starts reacting to sign-in and sign-out.
  public func start() {
    guard listener == nil else { return }
    let sessions = cache.values(of: \.session)
    listener = Task { [weak self] in
      for await session in sessions {
        guard let self else { return }
        if let session {
          self.logger.info("signed in", metadata: ["user": "\(session.id)"])
          await self.loadUserData()
        } else {
          self.logger.info("signed out")
          self.cache.batch { cache in
            cache.update(\.projects, with: [])
            cache.update(\.tasks, with: [])
          }
        }
      }
    }
  }

  /// Stops the listener.
  public func stop() {
    listener?.cancel()
    listener = nil
  }

  /// Loads the signed-in user's projects and tasks into the cache; failures are kept in
  /// `loadError` for the UI to show with a retry.
  public func loadUserData() async {
    cache.batch { cache in
      cache.update(\.isLoading, with: true)
      cache.update(\.loadError, with: nil)
    }
    do {
      try await projects.loadAll()
      try await tasks.loadAll()
      cache.update(\.isLoading, with: false)
    } catch {
      logger.error("loading failed: \(error)")
      cache.batch { cache in
        cache.update(\.isLoading, with: false)
        cache.update(\.loadError, with: (error as? any LocalizedError)?.errorDescription ?? "\(error)")
      }
    }
  }

  /// Today, in the user's calendar.
  public var today: Day { Day(configuration.now()) }
}
