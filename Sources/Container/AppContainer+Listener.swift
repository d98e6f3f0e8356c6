import DataCache
import Foundation
import Logging
import Services

extension AppContainer {
  /// Starts reacting to the session: when a user signs in, their projects and tasks are
  /// loaded into the cache (whenever ``Services/AppState/userAwaitingData`` names a user);
  /// when they sign out, what was loaded is cleared. It also starts following changes another
  /// instance makes to the file. Calling it again while running does nothing.
  public func start() {
    guard listener == nil else { return }
    watcher = watchOtherInstances()
    let sessions = cache.values(of: \.session)
    listener = Task { [weak self] in
      var current: User.ID?
      for await session in sessions {
        guard let self else { return }
        guard session?.id != current else { continue }
        current = session?.id
        if let session {
          self.logger.info("signed in", metadata: ["user": "\(session.id)"])
          await self.sessionChanged(to: session)
          self.loadAppearance(for: session.id)
          self.history.load(for: session.id)
        } else {
          self.logger.info("signed out")
          self.clearUserData()
          self.history.clear()
          await self.sessionChanged(to: nil)
        }
      }
    }
    // Not part of the loop above: the session alone can look unchanged to it (a sign-out and
    // a sign-in of the same user between two of its turns), while the data is gone.
    let awaiting = cache.values(of: \.userAwaitingData)
    loader = Task { [weak self] in
      for await user in awaiting where user != nil {
        guard let self else { return }
        await self.loadUserData()
      }
    }
  }

  /// Stops the listener (signing in no longer loads anything by itself).
  public func stop() {
    listener?.cancel()
    listener = nil
    loader?.cancel()
    loader = nil
    watcher?.cancel()
    watcher = nil
  }

  /// Whether the listener is running.
  public var isListening: Bool { listener != nil }

  /// Loads the signed-in user's projects, their tasks' counts and the first page of the
  /// Inbox into the cache (the lists read their other pages as they are shown: never every
  /// task), then records whose data it is
  /// in ``Services/AppState/loadedUserID``; a failure is kept in `loadError` for the
  /// UI to show with a retry (call this again to retry).
  public func loadUserData() async {
    guard let user = cache.value.session else { return }
    cache.batch { cache in
      cache.update(\.isLoading, with: true)
      cache.update(\.loadError, with: nil)
    }
    do {
      try await projects.loadAll()
      try await tasks.loadCounts()
      try await tasks.loadPage(of: TaskListKey(.inbox(.all)), around: 0)
      guard cache.value.session?.id == user.id else { return }
      let damaged = Self.damagedMessage(cache.value)
      if damaged != nil { logger.error("damaged rows skipped", metadata: ["user": "\(user.id)"]) }
      cache.batch { cache in
        cache.update(\.isLoading, with: false)
        cache.update(\.loadedUserID, with: user.id)
        cache.update(\.loadError, with: damaged)
      }
    } catch {
      logger.error(
        "loading failed", metadata: ["user": "\(user.id)", "error": "\(Self.message(for: error))"])
      guard cache.value.session?.id == user.id else { return }
      cache.batch { cache in
        cache.update(\.isLoading, with: false)
        cache.update(\.loadError, with: Self.message(for: error))
      }
    }
  }

  /// Empties everything a signed-in user had loaded (their theme too).
  func clearUserData() {
    cache.batch { cache in
      cache.update(\.projects, with: [])
      cache.update(\.tasks, with: [])
      cache.update(\.lists, with: [:])
      cache.update(\.listRecency, with: [])
      cache.update(\.recentTaskIDs, with: [])
      cache.update(\.searchResultIDs, with: [])
      cache.update(\.counts, with: AppState().counts)
      cache.update(\.loadedUserID, with: nil)
      cache.update(\.isLoading, with: false)
      cache.update(\.loadError, with: nil)
      cache.update(\.damagedTaskCount, with: 0)
      cache.update(\.damagedProjectCount, with: 0)
      cache.update(\.themeName, with: nil)
    }
  }

  /// What to tell the user when rows of theirs could not be read (the database holds
  /// values switchyard never writes: a damaged or hand-edited file), or `nil`.
  static func damagedMessage(_ state: AppState) -> String? {
    let counts = [(state.damagedTaskCount, "task"), (state.damagedProjectCount, "project")].filter {
      $0.0 > 0
    }
    guard !counts.isEmpty else { return nil }
    let one = counts.count == 1 && counts[0].0 == 1
    return counts.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: " and ")
      + " could not be read (damaged) and \(one ? "is" : "are") not shown; "
      + "`switchyard db check` lists \(one ? "it" : "them")"
  }

  /// The one-line message for `error`.
  static func message(for error: any Error) -> String {
    (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
  }
}
