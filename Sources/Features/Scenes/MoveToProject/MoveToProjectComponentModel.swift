import Coordinators
import DataCache
import Observation
import Services
import TerminalUI

/// What the project picker reports.
public enum MoveToProjectEvent: Equatable, Sendable {
  case moved
  /// The user asked for a new project to move the task into.
  case createProject
}

/// What the project picker needs from its model.
@MainActor
public protocol MoveToProjectComponentModelProtocol: ComponentModel where Event == MoveToProjectEvent {
  /// The choices: `nil` means no project.
  var choices: [Project?] { get }
  var currentProjectID: Project.ID? { get }
  var selection: Int { get set }
  func choose(_ index: Int)
  /// Asks for a new project, to move the task into.
  func createProject()
}

/// The live project picker: moves the task through the task service.
@Observable @MainActor
public final class MoveToProjectComponentModel: MoveToProjectComponentModelProtocol {
  public let onEvent: (MoveToProjectEvent) -> Void
  public var selection = 0
  let taskID: TaskItem.ID
  @ObservationIgnored let cache: DataCache<AppState>
  @ObservationIgnored let service: any TaskService
  @ObservationIgnored let work: SceneTasks
  /// Where a failed move is told (as a notice).
  @ObservationIgnored let notices: NoticeCenter

  public init(
    taskID: TaskItem.ID, cache: DataCache<AppState>, tasks: any TaskService, work: WorkTracker,
    notices: NoticeCenter = NoticeCenter(), onEvent: @escaping (MoveToProjectEvent) -> Void
  ) {
    self.notices = notices
    self.taskID = taskID
    self.cache = cache
    self.service = tasks
    self.work = SceneTasks(tracker: work)
    self.onEvent = onEvent
  }

  public var choices: [Project?] { [nil] + cache.value.projects.map { Optional($0) } }
  public var currentProjectID: Project.ID? { cache.value.task(taskID)?.projectID }

  public func createProject() { onEvent(.createProject) }

  public func choose(_ index: Int) {
    guard choices.indices.contains(index) else { return }
    let (project, taskID, service, onEvent) = (choices[index]?.id, taskID, service, onEvent)
    work.run {
      try await service.move(taskID, to: project)
      onEvent(.moved)
    } failed: { [notices] in
      notices.post(.failure(message(for: $0)))
    }
  }
}
