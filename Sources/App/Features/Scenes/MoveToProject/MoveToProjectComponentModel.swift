import Coordinators
import DataCache
import Observation
import Services

/// What the project picker reports.
public enum MoveToProjectEvent: Equatable, Sendable {
  case moved
}

/// What the project picker needs from its model.
@MainActor
public protocol MoveToProjectComponentModelProtocol: ComponentModel where Event == MoveToProjectEvent {
  /// The choices: `nil` means no project.
  var choices: [Project?] { get }
  var currentProjectID: Project.ID? { get }
  var selection: Int { get set }
  var errorMessage: String? { get }
  func choose(_ index: Int)
}

/// The live project picker: moves the task through the task service.
@Observable @MainActor
public final class MoveToProjectComponentModel: MoveToProjectComponentModelProtocol {
  public let onEvent: (MoveToProjectEvent) -> Void
  public var selection = 0
  public private(set) var errorMessage: String?
  let taskID: TaskItem.ID
  @ObservationIgnored let cache: DataCache<AppState>
  @ObservationIgnored let service: any TaskService
  @ObservationIgnored let work: SceneTasks

  public init(
    taskID: TaskItem.ID, cache: DataCache<AppState>, tasks: any TaskService, work: WorkTracker,
    onEvent: @escaping (MoveToProjectEvent) -> Void
  ) {
    self.taskID = taskID
    self.cache = cache
    self.service = tasks
    self.work = SceneTasks(tracker: work)
    self.onEvent = onEvent
  }

  public var choices: [Project?] { [nil] + cache.value.projects.map { Optional($0) } }
  public var currentProjectID: Project.ID? { cache.value.task(taskID)?.projectID }

  public func choose(_ index: Int) {
    guard choices.indices.contains(index) else { return }
    let (project, taskID, service, onEvent) = (choices[index]?.id, taskID, service, onEvent)
    errorMessage = nil
    work.run {
      try await service.move(taskID, to: project)
      onEvent(.moved)
    } failed: { [weak self] in
      self?.errorMessage = message(for: $0)
    }
  }
}
