import Coordinators
import DataCache
import Observation
import Services

/// What the project list reports.
public enum ProjectListEvent: Equatable, Sendable {
  case open(Project.ID)
  case create
  case rename(Project.ID)
  case delete(Project.ID)
  /// Load the user's data again, after a failed load.
  case retry
}

/// What the project list needs from its model.
@MainActor
public protocol ProjectListComponentModelProtocol: ComponentModel where Event == ProjectListEvent {
  var projects: [(project: Project, open: Int)] { get }
  var selectedID: Project.ID? { get set }
  /// Whether the user's projects are on their way (the first load has not finished).
  var isLoading: Bool { get }
  /// Why loading them failed, if it did.
  var errorMessage: String? { get }
  func open(_ id: Project.ID)
  func create()
  func rename(_ id: Project.ID)
  func delete(_ id: Project.ID)
  func retry()
}

/// The live project list, derived from the cache.
@Observable @MainActor
public final class ProjectListComponentModel: ProjectListComponentModelProtocol {
  public let onEvent: (ProjectListEvent) -> Void
  public var selectedID: Project.ID?
  @ObservationIgnored let cache: DataCache<AppState>

  public init(cache: DataCache<AppState>, onEvent: @escaping (ProjectListEvent) -> Void) {
    self.cache = cache
    self.onEvent = onEvent
  }

  public var projects: [(project: Project, open: Int)] {
    let state = cache.value
    let open = state.counts.openByProject
    return state.projects.map { ($0, open[$0.id] ?? 0) }
  }

  public var isLoading: Bool {
    let state = cache.value
    return state.isLoading || (!state.isUserDataLoaded && state.loadError == nil)
  }
  public var errorMessage: String? { cache.value.loadError }

  public func open(_ id: Project.ID) { onEvent(.open(id)) }
  public func create() { onEvent(.create) }
  public func rename(_ id: Project.ID) { onEvent(.rename(id)) }
  public func delete(_ id: Project.ID) { onEvent(.delete(id)) }
  public func retry() { onEvent(.retry) }
}
