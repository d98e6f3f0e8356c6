import Coordinators
import Observation
import TerminalUI
import WorkTracking

/// State restoration for a routable app: brings back the snapshot a ``NavigationStateStore``
/// holds — each tab's place, the current one shown, a sheet with its unsaved fields — and then
/// saves the snapshot again after every change of place, and when asked (``saveNow()``).
///
/// ```swift
/// let restoration = NavigationRestoration(root: app, store: store, work: work)
/// let dropped = restoration.restore()  // places that no longer resolve, opened at their parent
/// restoration.startAutosave()
/// // … when quitting:
/// restoration.saveNow()
/// ```
@MainActor
public final class NavigationRestoration {
  /// The flow whose place is saved.
  public let root: any RoutableCoordinator
  /// Where it is saved.
  public let store: any NavigationStateStore
  /// Whether a change should be saved now (an app stops saving while nobody is signed in).
  public var shouldSave: @MainActor () -> Bool = { true }
  /// Told about a snapshot that could not be read or saved.
  public var onError: @MainActor (any Error) -> Void = { _ in }
  /// The snapshot saved last (or restored).
  public private(set) var saved: NavigationSnapshot?
  private var isSaving = false
  private let work: WorkTracker?

  /// Restoration of `root` from and to `store`; a save after a change counts as work in flight
  /// in `work` (the app's tracker) from the change on.
  public init(root: any RoutableCoordinator, store: any NavigationStateStore, work: WorkTracker? = nil) {
    self.root = root
    self.store = store
    self.work = work
    MainQueue.prepare()
  }

  /// Restores the saved snapshot, if there is one; returns why places were cut short. A
  /// snapshot that cannot be read is reported to ``onError`` and the app starts at its root.
  @discardableResult
  public func restore() -> [RouteError] {
    do {
      guard let snapshot = try store.loadSnapshot() else { return [] }
      saved = snapshot
      return root.restore(snapshot)
    } catch {
      onError(error)
      return []
    }
  }

  /// Saves the snapshot after every change of place from now on (after the change is made,
  /// once for a burst of changes). What is typed into a sheet is not a change of place: it is
  /// saved with the next one, and by ``saveNow()`` (call it when the app quits) — not with a
  /// write per key.
  public func startAutosave() {
    guard !isSaving else { return }
    isSaving = true
    track()
  }

  /// Stops saving.
  public func stop() {
    isSaving = false
  }

  /// Saves the current snapshot now, if it changed since the last save.
  public func saveNow() {
    guard shouldSave() else { return }
    save(root.navigationSnapshot)
  }

  private func track() {
    guard isSaving else { return }
    let snapshot = withObservationTracking {
      root.navigationSnapshot
    } onChange: { [weak self, work] in
      afterChange(counting: work) { self?.changed() }
    }
    if shouldSave(), snapshot.places != saved?.places { save(snapshot) }
  }

  private func changed() {
    track()
  }

  private func save(_ snapshot: NavigationSnapshot) {
    guard snapshot != saved else { return }
    do {
      try store.saveSnapshot(snapshot)
      saved = snapshot
    } catch {
      onError(error)
    }
  }
}
