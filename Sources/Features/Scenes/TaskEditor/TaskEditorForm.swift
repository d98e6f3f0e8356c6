import Services

/// The task editor's fields. The due date is `YYYY-MM-DD` (or empty), the priority one of
/// `none`, `low`, `medium`, `high`, the project a project's id (or empty for none).
public enum TaskEditorField: FormField {
  case title, notes, due, priority, project

  public var rule: ValidationRule? {
    switch self {
    case .title: .required(message: "A task needs a title")
    case .due: .dueDate
    case .notes, .priority, .project: nil
    }
  }
}

extension FormState where Field == TaskEditorField {
  /// A form filled from `task`, or an empty one for a new task (due `due` and in `project`, if
  /// given).
  public init(task: TaskItem?, due: Day? = nil, project: Project.ID? = nil) {
    self.init([
      .title: task?.title ?? "", .notes: task?.notes ?? "", .due: (task?.due ?? due)?.description ?? "",
      .priority: (task?.priority ?? .none).description,
      .project: (task?.projectID ?? project).map { String($0) } ?? "",
    ])
  }

  /// The priority chosen.
  public var priority: Priority {
    Priority.allCases.first { $0.description == self[.priority] } ?? .none
  }

  /// The project chosen, if any.
  public var project: Project.ID? { Project.ID(self[.project]) }

  /// The draft these values describe, with due dates read relative to `today` (once the
  /// form is valid).
  func draft(today: Day) -> TaskDraft {
    TaskDraft(
      title: self[.title].trimmingWhitespace, notes: self[.notes],
      due: DueDate.parse(self[.due], today: today)?.day, priority: priority, projectID: project)
  }

  /// What the title of a new task says inline (``QuickAdd``), read with `phrases`; a `#Name`
  /// no project has stays in the title unless `creatingProjects`.
  func quickAdd(phrases: DatePhrases, projects: [Project], creatingProjects: Bool = true) -> QuickAdd {
    QuickAdd(self[.title], phrases: phrases, projects: projects, keepingUnknownProjects: !creatingProjects)
  }

  /// The draft of a new task whose title carries details inline (`add`, ``QuickAdd``): they
  /// fill what the form's own fields leave empty; `newProject` is the project made for its
  /// `#Name`.
  func quickDraft(_ add: QuickAdd, today: Day, newProject: Project.ID? = nil) -> TaskDraft {
    var draft = self.draft(today: today)
    draft.projectID = newProject ?? add.projectID ?? project
    draft.title = add.title
    if self[.due].trimmingWhitespace.isEmpty { draft.due = add.due }
    if priority == .none, let priority = add.priority { draft.priority = priority }
    return draft
  }
}
