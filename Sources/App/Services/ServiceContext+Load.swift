import DataCache
import Foundation
import GRDB

extension ServiceContext {
  /// Reads a list with `read` and puts it in the cache at `keyPath` — unless a write landed
  /// or was on its way while the read ran (``isCurrent(since:)``); then it reads again, up to
  /// three times, the last one applied regardless.
  /// Nothing is written once `userID` is no longer signed in. How many rows were damaged
  /// (and skipped) goes to `damagedKeyPath`.
  func load<Element: Sendable & Equatable>(
    for userID: Int64, _ keyPath: WritableKeyPath<AppState, [Element]> & Sendable,
    damaged damagedKeyPath: WritableKeyPath<AppState, Int> & Sendable,
    read: @escaping @Sendable (Database) throws -> Decoded<Element>
  ) async throws -> [Element] {
    var loaded = Decoded<Element>()
    for attempt in 1...3 {
      let before = await cache.version
      loaded = try await database.read(read)
      let settled = await replace(
        keyPath, with: loaded.elements, for: userID, ifUnchangedSince: attempt < 3 ? before : nil)
      if settled { break }
    }
    let damaged = loaded.damaged
    await apply(for: userID) { $0.update(damagedKeyPath, with: damaged) }
    return loaded.elements
  }

  /// Replaces the list at `keyPath` if `userID` is still signed in and nothing was written
  /// since `version` (any version when `nil`). Returns `false` only when a newer write means
  /// the list should be read again.
  @MainActor
  private func replace<Element: Equatable>(
    _ keyPath: WritableKeyPath<AppState, [Element]>, with list: [Element], for userID: Int64,
    ifUnchangedSince version: Int?
  ) -> Bool {
    guard cache.value.session?.id == userID else { return true }
    if let version, !isCurrent(since: version) { return false }
    cache.update(keyPath, with: list)
    return true
  }
}
