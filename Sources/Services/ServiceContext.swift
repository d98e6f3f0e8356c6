import DataCache
import Foundation
import GRDB

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

extension ServiceContext {
  /// Reads a list with `read` and puts it in the cache at `keyPath` — unless the cache
  /// changed while the read ran (a write landed meanwhile, which the older snapshot would
  /// undo); then it reads again, up to three times.
  func load<Element: Sendable & Equatable>(
    _ keyPath: WritableKeyPath<AppState, [Element]> & Sendable,
    read: @escaping @Sendable (Database) throws -> [Element]
  ) async throws -> [Element] {
    for attempt in 1...3 {
      let before = await cache.version
      let loaded = try await database.writer.read(read)
      let applied = await cache.replace(keyPath, with: loaded, ifUnchangedSince: attempt < 3 ? before : nil)
      if applied { return loaded }
    }
    return []
  }
}

extension DataCache<AppState> {
  /// Replaces the list at `keyPath`, provided nothing was written since `version` (or
  /// unconditionally when `version` is `nil`); returns whether it did.
  func replace<Element: Equatable>(
    _ keyPath: WritableKeyPath<AppState, [Element]>, with list: [Element], ifUnchangedSince version: Int?
  ) -> Bool {
    if let version, version != self.version { return false }
    update(keyPath, with: list)
    return true
  }
}
