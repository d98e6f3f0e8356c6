import DataCache
import Foundation
import GRDB

/// What every SQLite service shares: the database, the cache it writes into, and the clock.
public struct ServiceContext: Sendable {
  /// The app's database file.
  public let database: AppDatabase
  /// The app-wide state the services write their results into.
  public let cache: DataCache<AppState>
  /// The current time (injected, so tests control it).
  public let now: @Sendable () -> Date

  /// A context over `database` writing into `cache`, reading the time from `now`.
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

  /// Writes a result into the cache, but only if `userID` is still the signed-in user: a
  /// call that finishes after its user signed out (or another signed in) must not put the
  /// old user's data back on screen.
  @MainActor
  func apply(for userID: Int64, _ change: @MainActor (DataCache<AppState>) -> Void) {
    guard cache.value.session?.id == userID else { return }
    change(cache)
  }
}

extension ServiceContext {
  /// Writes through ``database``; when the file turns out deleted or replaced, the message
  /// also goes to the cache's ``AppState/loadError``, so the lists say so too.
  func write<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) async throws -> T {
    do {
      return try await database.write(updates)
    } catch let failure as DatabaseFailure {
      if case .replaced = failure {
        await MainActor.run { cache.update(\.loadError, with: failure.description) }
      }
      throw failure
    }
  }
}
