import Services

/// The task editor's fields. The priority is one of `none`, `low`, `medium`, `high`.
public enum TaskEditorField: FormField {
  case title, notes, due, priority

  public var rule: ValidationRule? {
    switch self {
    case .title: .required(message: "A task needs a title")
    case .due: .dueDate
    case .notes, .priority: nil
    }
  }
}

extension FormState where Field == TaskEditorField {
  /// A form filled from `task`, or an empty one for a new task.
  public init(task: TaskItem?) {
    self.init([
      .title: task?.title ?? "", .notes: task?.notes ?? "", .due: task?.due?.description ?? "",
      .priority: (task?.priority ?? .none).description,
    ])
  }

  /// The priority chosen.
  public var priority: Priority {
    Priority.allCases.first { $0.description == self[.priority] } ?? .none
  }

  /// The draft these values describe, with due dates read relative to `today` (once the
  /// form is valid), in `project`.
  func draft(today: Day, project: Project.ID?) -> TaskDraft {
    TaskDraft(
      title: self[.title].trimmingWhitespace, notes: self[.notes],
      due: DueDate.parse(self[.due], today: today)?.day, priority: priority, projectID: project)
  }
}
