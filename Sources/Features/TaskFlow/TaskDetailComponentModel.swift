import Container
import Coordinators
import Observation
import Services

/// The live task-detail model: reads the task from the cache, acts through the task service.
@Observable @MainActor
public final class TaskDetailComponentModel: TaskDetailComponentModelProtocol {
  public var onEvent: (TaskDetailEvent) -> Void = { _ in }
  public private(set) var errorMessage: String?
  let taskID: TaskItem.ID
  @ObservationIgnored let container: AppContainer

  public init(taskID: TaskItem.ID, container: AppContainer) {
    self.taskID = taskID
    self.container = container
  }

  public var task: TaskItem? { container.cache.value.task(taskID) }
  public var projectName: String? { container.cache.value.project(task?.projectID)?.name }
  public var today: Day { container.today }

  public func toggleDone() {
    run { try await $0.tasks.toggleDone(self.taskID) }
  }

  public func edit() { onEvent(.edit) }
  public func move() { onEvent(.move) }
  public func requestDelete() { onEvent(.confirmDelete) }

  /// Deletes the task (after the user confirmed).
  public func delete() {
    run {
      try await $0.tasks.delete(self.taskID)
      self.onEvent(.deleted)
    }
  }

  private func run(_ work: @escaping @MainActor (AppContainer) async throws -> Void) {
    errorMessage = nil
    Task {
      do {
        try await work(container)
      } catch {
        errorMessage = message(for: error)
      }
    }
  }
}

/// A task-detail model for previews, snapshots and tests.
@Observable @MainActor
public final class TaskDetailComponentModelMock: TaskDetailComponentModelProtocol {
  public var onEvent: (TaskDetailEvent) -> Void = { _ in }
  public var task: TaskItem?
  public var projectName: String?
  public var today: Day
  public var errorMessage: String?
  public private(set) var toggles = 0

  public init(task: TaskItem?, projectName: String? = nil, today: Day) {
    self.task = task
    self.projectName = projectName
    self.today = today
  }

  public func toggleDone() {
    toggles += 1
    task?.isDone.toggle()
  }

  public func edit() { onEvent(.edit) }
  public func move() { onEvent(.move) }
  public func requestDelete() { onEvent(.confirmDelete) }
}
