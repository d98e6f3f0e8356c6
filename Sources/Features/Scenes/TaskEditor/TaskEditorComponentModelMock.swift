#if DEBUG
  import Coordinators
  import Observation
  import Services

  /// A task editor for previews, snapshots and tests.
  @Observable @MainActor
  public final class TaskEditorComponentModelMock: TaskEditorComponentModelProtocol {
    public var onEvent: (TaskEditorEvent) -> Void = { _ in }
    public var form: FormState<TaskEditorField>
    public var isNew: Bool
    public var changedElsewhere = false
    public var conflictingFields: [TaskField] = []
    public var projects: [Project] = []
    public var quickAdd: QuickAdd?
    public var alertModel: AlertModel?

    public init(form: FormState<TaskEditorField> = FormState(task: nil), isNew: Bool = true) {
      self.form = form
      self.isNew = isNew
    }

    public func set(_ field: TaskEditorField, _ value: String) { form.values[field] = value }
    public func submit() {}
    public func cancel() { onEvent(.cancelled) }
    public func close() { onEvent(.cancelled) }
    public func keepMine() {}
    public func takeTheirs() { conflictingFields = [] }

    public func cyclePriority() {
      let all = Priority.allCases
      form.values[.priority] = all[(all.firstIndex(of: form.priority)! + 1) % all.count].description
    }
  }
#endif
