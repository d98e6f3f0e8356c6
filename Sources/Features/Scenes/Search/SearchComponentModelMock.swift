#if DEBUG
  import Observation
  import Services

  /// A search model for previews, snapshots and tests.
  @Observable @MainActor
  public final class SearchComponentModelMock: SearchComponentModelProtocol {
    public var onEvent: (SearchEvent) -> Void = { _ in }
    public var query = ""
    public var results: [TaskItem]
    public var isSearching = false
    public var errorMessage: String?
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
#endif
