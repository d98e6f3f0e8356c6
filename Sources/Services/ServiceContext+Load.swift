import DataCache
import Foundation
import GRDB

extension ServiceContext {
  /// Reads with `read` — given what `prepare` takes from the cache just before — and puts the
  /// result in the cache with `put`, unless a write landed or was on its way while the read ran
  /// (``isCurrent(since:)``: the result could undo it, or have it applied twice); then it reads
  /// again, up to three times, the last one put regardless. Nothing is put once `userID` is no
  /// longer signed in. Returns the last result read.
  func readCurrent<Input: Sendable, Value: Sendable>(
    for userID: Int64, prepare: @escaping @MainActor (AppState) -> Input,
    read: @escaping @Sendable (Database, Input) throws -> Value,
    put: @escaping @MainActor (DataCache<AppState>, Value) -> Void
  ) async throws -> Value {
    var attempt = 0
    while true {
      attempt += 1
      let (version, input) = await MainActor.run { (cache.version, prepare(cache.value)) }
      let value = try await database.read { db in try read(db, input) }
      let settled = await MainActor.run {
        guard cache.value.session?.id == userID else { return true }
        if attempt < 3, !isCurrent(since: version) { return false }
        put(cache, value)
        return true
      }
      if settled { return value }
    }
  }

  /// Reads a list with `read` and puts it in the cache at `keyPath`, and how many rows were
  /// damaged (and skipped) at `damagedKeyPath`, as ``readCurrent(for:prepare:read:put:)`` does.
  func load<Element: Sendable & Equatable>(
    for userID: Int64, _ keyPath: WritableKeyPath<AppState, [Element]> & Sendable,
    damaged damagedKeyPath: WritableKeyPath<AppState, Int> & Sendable,
    read: @escaping @Sendable (Database) throws -> Decoded<Element>
  ) async throws -> [Element] {
    try await readCurrent(for: userID, prepare: { _ in () }, read: { db, _ in try read(db) }) {
      cache, loaded in
      cache.batch { cache in
        cache.update(keyPath, with: loaded.elements)
        cache.update(damagedKeyPath, with: loaded.damaged)
      }
    }.elements
  }
}
