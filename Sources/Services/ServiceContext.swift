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
  /// The order writes committed in, which their results reach the cache in. Services that
  /// share a cache share one context (copies of it share this).
  let commits = CommitOrder()

  /// A context over `database` writing into `cache`, reading the time from `now`.
  public init(
    database: AppDatabase, cache: DataCache<AppState>, now: @escaping @Sendable () -> Date = { Date() }
  ) {
    self.database = database
    self.cache = cache
    self.now = now
  }

  /// The signed-in user's id; every query is scoped to it. Read where it is called from: on the
  /// main actor, without a hop.
  nonisolated(nonsending) func userID() async throws -> Int64 {
    guard let user = await cache.value.session else { throw AuthError.notSignedIn }
    return user.id
  }

  /// Whether a read that began when the cache was at `version` saw what the cache holds: no
  /// write's result has reached the cache since, and none that committed is still on its way.
  /// A read that finishes when this is false may be older than the cache (it would undo a
  /// write) or newer (a write would be applied to it twice), so it is read again.
  @MainActor
  func isCurrent(since version: Int) -> Bool {
    cache.version == version && commits.isSettled
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
  /// Writes with `updates`, then puts the result in the cache with `change` on the main actor,
  /// after the results of every write that committed before it — and only while `userID` is
  /// still signed in (see ``apply(for:_:)``).
  func write<T: Sendable>(
    for userID: Int64, _ updates: @escaping @Sendable (Database) throws -> T,
    then change: @escaping @MainActor (DataCache<AppState>, T) -> Void
  ) async throws -> T {
    let commits = self.commits
    // The ticket taken inside the write, if it got that far: a failed COMMIT hands it back.
    let taken = Locked<UInt64?>(nil)
    let (value, ticket): (T, UInt64)
    do {
      (value, ticket) = try await write { db in
        let value = try updates(db)
        // Last, so only the commit can fail after it; the catch below hands that ticket back.
        let ticket = commits.tickets.take()
        taken.withLock { $0 = ticket }
        return (value, ticket)
      }
    } catch {
      if let ticket = taken.withLock({ $0 }) { await commits.deliver(ticket, nil) }
      throw error
    }
    await commits.deliver(ticket) { apply(for: userID) { change($0, value) } }
    return value
  }

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
