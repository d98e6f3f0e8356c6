import Container
import Coordinators
import Observation
import Services
import Unidirectional

/// The live search model: a ``Store`` running ``SearchReducer`` (debounced on the
/// container's clock) over the task service. Results are ids; the tasks themselves are read
/// from the cache, so toggling one anywhere shows here at once.
@Observable @MainActor
public final class SearchComponentModel: SearchComponentModelProtocol {
  public var onEvent: (SearchEvent) -> Void = { _ in }
  public var selectedID: TaskItem.ID?
  public private(set) var actionError: String?
  let store: Store<SearchState<TaskItem.ID>, SearchAction<TaskItem.ID>>
  @ObservationIgnored let container: AppContainer

  public init(container: AppContainer) {
    self.container = container
    let tasks = container.tasks
    store = Store(
      initialState: SearchState(),
      reducer: SearchReducer(clock: container.configuration.clock) { query in
        try await tasks.search(query, limit: 200).map(\.id)
      })
  }

  public var query: String { store.state.query }
  public var isSearching: Bool { store.state.isSearching }
  public var failure: String? { actionError ?? store.state.failure }
  public var today: Day { container.today }

  public var results: [TaskItem] {
    let state = container.cache.value
    var byID: [TaskItem.ID: TaskItem] = [:]
    let wanted = Set(store.state.results)
    for task in state.tasks where wanted.contains(task.id) { byID[task.id] = task }
    return store.state.results.compactMap { byID[$0] }
  }

  public func setQuery(_ query: String) { store.send(.queryChanged(query)) }
  public func retry() { store.send(.retry) }
  public func open(_ id: TaskItem.ID) { onEvent(.open(id)) }

  public func toggleDone(_ id: TaskItem.ID) {
    actionError = nil
    Task {
      do {
        try await container.tasks.toggleDone(id)
      } catch {
        actionError = message(for: error)
      }
    }
  }
}

/// A search model for previews, snapshots and tests.
@Observable @MainActor
public final class SearchComponentModelMock: SearchComponentModelProtocol {
  public var onEvent: (SearchEvent) -> Void = { _ in }
  public var query = ""
  public var results: [TaskItem]
  public var isSearching = false
  public var failure: String?
  public var today: Day
  public var selectedID: TaskItem.ID?

  public init(query: String = "", results: [TaskItem] = [], today: Day) {
    self.query = query
    self.results = results
    self.today = today
  }

  public func setQuery(_ query: String) { self.query = query }
  public func toggleDone(_ id: TaskItem.ID) {
    if let index = results.firstIndex(where: { $0.id == id }) { results[index].isDone.toggle() }
  }
  public func open(_ id: TaskItem.ID) { onEvent(.open(id)) }
  public func retry() {}
}
