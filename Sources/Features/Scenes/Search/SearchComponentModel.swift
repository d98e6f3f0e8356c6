import Coordinators
import DataCache
import Foundation
import Observation
import Services
import TerminalUI
import Unidirectional

/// What the search scene reports.
public enum SearchEvent: Equatable, Sendable {
  case open(TaskItem.ID)
}

/// What the search scene needs from its model.
@MainActor
public protocol SearchComponentModelProtocol: ComponentModel where Event == SearchEvent {
  var query: String { get }
  var results: [TaskItem] { get }
  var isSearching: Bool { get }
  var errorMessage: String? { get }
  var today: Day { get }
  var selectedID: TaskItem.ID? { get set }
  func setQuery(_ query: String)
  func toggleDone(_ id: TaskItem.ID)
  func open(_ id: TaskItem.ID)
  func retry()
}

/// The live search model: a `Store` running ``SearchReducer`` (debounced on the injected
/// clock) over the task service. The store holds the results' ids — the one place search
/// results live — and the tasks themselves are read from the cache, so toggling one anywhere
/// shows here at once.
@Observable @MainActor
public final class SearchComponentModel: SearchComponentModelProtocol {
  public let onEvent: (SearchEvent) -> Void
  public var selectedID: TaskItem.ID?
  @ObservationIgnored private var resultsMemo: (tasks: [TaskItem], ids: [TaskItem.ID], result: [TaskItem])?
  @ObservationIgnored let store: Store<SearchState<TaskItem.ID>, SearchAction<TaskItem.ID>>
  @ObservationIgnored let cache: DataCache<AppState>
  @ObservationIgnored let service: any TaskService
  @ObservationIgnored let now: @Sendable () -> Date
  @ObservationIgnored let work: SceneTasks
  /// Where a failed toggle is told (as a notice).
  @ObservationIgnored let notices: NoticeCenter

  public init(
    cache: DataCache<AppState>, tasks: any TaskService, clock: any Clock<Duration>,
    now: @escaping @Sendable () -> Date, work: WorkTracker, log: ActionLog,
    notices: NoticeCenter = NoticeCenter(),
    onEvent: @escaping (SearchEvent) -> Void
  ) {
    self.notices = notices
    self.cache = cache
    self.service = tasks
    self.now = now
    self.work = SceneTasks(tracker: work)
    self.onEvent = onEvent
    store = Store(
      initialState: SearchState(),
      // On the main actor, as the reducer's effect runs: the service then reads the session and
      // writes the cache without leaving it (see `TaskService.search`).
      reducer: SearchReducer(clock: clock) { @MainActor query in
        try await tasks.search(query, limit: 200).map(\.id)
      },
      middleware: [log.middleware(for: "search")], work: work)
  }

  public var query: String { store.state.query }
  public var isSearching: Bool { store.state.isSearching }
  public var errorMessage: String? { store.state.errorMessage }
  public var today: Day { Day.today(at: now()) }
  /// The found tasks as the cache holds them now, looked up again only when the cache's tasks
  /// or the results change (not on every frame).
  public var results: [TaskItem] {
    let (tasks, ids) = (cache.value.tasks, store.state.results)
    if let resultsMemo, resultsMemo.tasks == tasks, resultsMemo.ids == ids { return resultsMemo.result }
    let result = cache.value.tasks(withIDs: ids)
    resultsMemo = (tasks, ids, result)
    return result
  }

  public func setQuery(_ query: String) { search(.queryChanged(query)) }
  public func retry() { search(.retry) }

  /// Sends a search action; the search it starts is the store's effect, counted in the app's
  /// tracker.
  private func search(_ action: SearchAction<TaskItem.ID>) { store.send(action) }
  public func open(_ id: TaskItem.ID) { onEvent(.open(id)) }

  public func toggleDone(_ id: TaskItem.ID) {
    // In order, each after the last: Spaces in one read act as Spaces typed one by one.
    work.queue { [service] in
      try await service.toggleDone(id)
    } failed: { [notices] in
      notices.post(.failure(message(for: $0)))
    }
  }
}
