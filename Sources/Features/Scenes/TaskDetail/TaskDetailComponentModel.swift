import Coordinators
import DataCache
import Foundation
import Observation
import Services
import TerminalUI

/// What the task-detail scene reports.
public enum TaskDetailEvent: Equatable, Sendable {
  case edit, move, confirmDelete, deleted
}

/// What the task-detail scene needs from its model.
@MainActor
public protocol TaskDetailComponentModelProtocol: ComponentModel where Event == TaskDetailEvent {
  var task: TaskItem? { get }
  /// Whether the user's tasks are on their way (the first load has not finished).
  var isLoading: Bool { get }
  var projectName: String? { get }
  var today: Day { get }
  func toggleDone()
  func edit()
  func move()
  func requestDelete()
  /// Edits the notes in the user's editor (`E`).
  func editNotes()
}

/// The live task-detail model: reads the task from the cache, acts through the task service.
@Observable @MainActor
public final class TaskDetailComponentModel: TaskDetailComponentModelProtocol {
  public let onEvent: (TaskDetailEvent) -> Void
  let taskID: TaskItem.ID
  @ObservationIgnored let cache: DataCache<AppState>
  @ObservationIgnored let service: any TaskService
  @ObservationIgnored let now: @Sendable () -> Date
  @ObservationIgnored let work: SceneTasks
  @ObservationIgnored let notesEditing: NotesEditing
  /// Where a failed action is told (as a notice).
  @ObservationIgnored let notices: NoticeCenter

  /// The detail of task `taskID`; `editor` edits its notes (by default in the running terminal);
  /// a failed action is posted to `notices`.
  public init(
    taskID: TaskItem.ID, cache: DataCache<AppState>, tasks: any TaskService,
    now: @escaping @Sendable () -> Date,
    work: WorkTracker, editor: ExternalEditor = ExternalEditor(), notices: NoticeCenter = NoticeCenter(),
    onEvent: @escaping (TaskDetailEvent) -> Void
  ) {
    self.notices = notices
    self.notesEditing = NotesEditing(editor: editor, service: tasks)
    self.taskID = taskID
    self.cache = cache
    self.service = tasks
    self.now = now
    self.work = SceneTasks(tracker: work)
    self.onEvent = onEvent
    if cache.value.task(taskID) == nil {
      // Opened by id with the task not among the loaded rows: read it.
      self.work.run { [tasks] in _ = try? await tasks.load(taskID) }
    }
  }

  public var task: TaskItem? { cache.value.task(taskID) }
  public var isLoading: Bool {
    let state = cache.value
    return state.isLoading || (!state.isUserDataLoaded && state.loadError == nil)
  }
  public var projectName: String? { cache.value.project(task?.projectID)?.name }
  public var today: Day { Day.today(at: now()) }

  public func toggleDone() {
    perform { [service, taskID] in try await service.toggleDone(taskID) }
  }

  public func edit() { onEvent(.edit) }
  public func move() { onEvent(.move) }
  public func requestDelete() { onEvent(.confirmDelete) }

  public func editNotes() {
    guard let task else { return }
    notesEditing.edit(task, in: work) { [notices] in notices.post(.failure($0)) }
  }

  /// Deletes the task (after the user confirmed).
  public func delete() {
    let onEvent = self.onEvent
    perform { [service, taskID] in
      try await service.delete(taskID)
      onEvent(.deleted)
    }
  }

  private func perform(_ operation: @escaping @MainActor () async throws -> Void) {
    work.run(operation) { [notices] in notices.post(.failure(message(for: $0))) }
  }
}
