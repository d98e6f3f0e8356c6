import DataCache
import Foundation

/// What every SQLite service shares: the database, the cache it writes into, and the clock.
public struct ServiceContext: Sendable {
  public let database: AppDatabase
  public let cache: DataCache<AppState>
  /// The current time (injected, so tests control it).
  public let now: @Sendable () -> Date

  public init(
    database: AppDatabase, cache: DataCache<AppState>, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.database = database
    self.cache = cache
    self.now = now
  }

  /// The signed-in user's id; every query is scoped to it.
  func userID() async throws -> Int64 {
    guard let user = await cache.value.session else { throw AuthError.notSignedIn }
    return user.id
  }
}

extension DataCache<AppState> {
  /// Puts a freshly loaded list into the cache: as it is when the cache has none yet (fast
  /// for 100,000 tasks), merged by id otherwise.
  func mergeLoaded<Element: Identifiable & Equatable>(
    _ keyPath: WritableKeyPath<AppState, [Element]>, _ loaded: [Element]
  ) {
    if value[keyPath: keyPath].isEmpty {
      update(keyPath, with: loaded)
    } else {
      populate(keyPath, with: loaded)
    }
  }
}
