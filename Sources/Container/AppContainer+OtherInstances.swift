import Foundation
import Services

extension AppContainer {
  /// How often the database is checked for changes made by another instance.
  static let otherInstancesInterval = Duration.milliseconds(500)

  /// Follows changes another `switchyard` makes to the same file: twice a second (on the
  /// configuration's ``Configuration/changeCheckClock``) it reads SQLite's change counter, and when another connection has
  /// committed, the signed-in user's projects, counts and shown lists are read again — so a task done or
  /// deleted elsewhere shows here within a second, without a key press. This instance's own
  /// writes do not count. The waiting is not work in flight; each check (and its reload) is,
  /// from the moment the clock wakes the watcher.
  func watchOtherInstances() -> Task<Void, Never> {
    let clock = configuration.changeCheckClock
    let database = self.database
    return Task { [weak self, work = self.work] in
      var last = await work.run { try? await database.externalChangeCounter() }.value
      while !Task.isCancelled {
        do {
          try await clock.sleep(for: Self.otherInstancesInterval, tolerance: nil)
        } catch {
          return
        }
        last = await work.run { [last] in
          guard let counter = try? await database.externalChangeCounter(), counter != last else {
            return last
          }
          await self?.reloadAfterExternalChange()
          return counter
        }.value
      }
    }
  }

  /// Reads the signed-in user's data again, quietly (no loading state: the screen keeps
  /// showing what it has until the new lists replace it).
  func reloadAfterExternalChange() async {
    guard let user = cache.value.session else { return }
    logger.info("the database changed elsewhere; reloading", metadata: ["user": "\(user.id)"])
    do {
      try await projects.loadAll()
      try await tasks.reloadShown()
    } catch {
      logger.error("reloading failed", metadata: ["error": "\(Self.message(for: error))"])
    }
  }
}
