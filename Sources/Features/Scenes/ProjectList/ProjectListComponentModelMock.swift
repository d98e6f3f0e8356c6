#if DEBUG
  import Observation
  import Services

  /// A project list model for previews, snapshots and tests.
  @Observable @MainActor
  public final class ProjectListComponentModelMock: ProjectListComponentModelProtocol {
    public var onEvent: (ProjectListEvent) -> Void = { _ in }
    public var projects: [(project: Project, open: Int)]
    public var selectedID: Project.ID?
    public var isLoading = false
    public var errorMessage: String?
    public private(set) var retries = 0

    public init(projects: [(project: Project, open: Int)]) {
      self.projects = projects
    }

    public func open(_ id: Project.ID) { onEvent(.open(id)) }
    public func create() { onEvent(.create) }
    public func rename(_ id: Project.ID) { onEvent(.rename(id)) }
    public func delete(_ id: Project.ID) { onEvent(.delete(id)) }
    public func retry() { retries += 1 }
  }
#endif
