#if DEBUG
  import Observation
  import Services

  /// A task list model for previews, snapshots and tests.
  @Observable @MainActor
  public final class TaskListComponentModelMock: TaskListComponentModelProtocol {
    public var onEvent: (TaskListEvent) -> Void = { _ in }
    public var filters: [(filter: InboxFilter, count: Int)]
    public var filter = InboxFilter.all
    public var sortOrder: [TaskOrder] = []
    /// The `/` filter's text; ``tasks`` are those matching it (in memory, as the live model's
    /// SQL does: each word starts a title word).
    public var filterText = ""
    public var showsProjects: Bool
    public var tasks: [TaskItem] {
      get {
        filterText.isEmpty
          ? allTasks
          : allTasks.filter { TaskListKey(.inbox(.all), titleFilter: filterText).matchesTitleFilter($0) }
      }
      set { allTasks = newValue }
    }
    /// Every task, unfiltered.
    public var allTasks: [TaskItem]
    public var projects: [Project]
    public var today: Day
    public var selectedID: TaskItem.ID?
    public var isLoading = false
    public var errorMessage: String?

    public init(tasks: [TaskItem], projects: [Project] = [], today: Day, withFilters: Bool = true) {
      self.allTasks = tasks
      self.projects = projects
      self.today = today
      showsProjects = withFilters
      filters = withFilters ? InboxFilter.allCases.map { ($0, tasks.counts(today: today)[$0] ?? 0) } : []
    }

    public var projectNames: [Project.ID: String] {
      Dictionary(projects.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }

    public var highlightedTask: TaskItem? { tasks.first { $0.id == selectedID } }

    public var highlightedProjectName: String? { highlightedTask?.projectID.flatMap { projectNames[$0] } }

    public func selectFilter(offsetBy offset: Int) {
      let all = InboxFilter.allCases
      filter = all[((all.firstIndex(of: filter)! + offset) % all.count + all.count) % all.count]
    }

    public func toggleDone(_ id: TaskItem.ID) {
      if let index = allTasks.firstIndex(where: { $0.id == id }) { allTasks[index].isDone.toggle() }
    }

    public func editNotes(_ id: TaskItem.ID) {}
    public func open(_ id: TaskItem.ID) { onEvent(.open(id)) }
    public func create() { onEvent(.create) }
    public func retry() {}
  }
#endif
