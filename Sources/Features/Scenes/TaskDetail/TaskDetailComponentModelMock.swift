#if DEBUG
  import Observation
  import Services

  /// A task-detail model for previews, snapshots and tests.
  @Observable @MainActor
  public final class TaskDetailComponentModelMock: TaskDetailComponentModelProtocol {
    public var onEvent: (TaskDetailEvent) -> Void = { _ in }
    public var task: TaskItem?
    public var isLoading = false
    public var projectName: String?
    public var today: Day

    public init(task: TaskItem?, projectName: String? = nil, today: Day) {
      self.task = task
      self.projectName = projectName
      self.today = today
    }

    public func toggleDone() {
      task?.isDone.toggle()
    }

    public func edit() { onEvent(.edit) }
    public func move() { onEvent(.move) }
    public func requestDelete() { onEvent(.confirmDelete) }
    public func editNotes() {}
  }
#endif
