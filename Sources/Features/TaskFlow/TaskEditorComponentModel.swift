import Container
import Coordinators
import Observation
import Services

/// The live task editor: validates the form and creates or edits through the task service.
@Observable @MainActor
public final class TaskEditorComponentModel: TaskEditorComponentModelProtocol {
  public var onEvent: (TaskEditorEvent) -> Void = { _ in }
  public var form: TaskForm {
    didSet { if !errors.isEmpty { errors = Self.validate(form, today: container.today).errors } }
  }
  public private(set) var errors: [String: String] = [:]
  public private(set) var isSaving = false
  public private(set) var failure: String?
  let taskID: TaskItem.ID?
  @ObservationIgnored let container: AppContainer

  /// An editor for a new task (in `projectID`, if given) or for the task `taskID`.
  public init(container: AppContainer, taskID: TaskItem.ID? = nil, projectID: Project.ID? = nil) {
    self.container = container
    self.taskID = taskID
    if let taskID, let task = container.cache.value.task(taskID) {
      form = TaskForm(task)
    } else {
      var form = TaskForm()
      form.projectID = projectID
      self.form = form
    }
  }

  public var isNew: Bool { taskID == nil }

  public func cyclePriority() {
    let all = Priority.allCases
    form.priority = all[(all.firstIndex(of: form.priority)! + 1) % all.count]
  }

  public func save() {
    guard !isSaving else { return }
    let (draft, errors) = Self.validate(form, today: container.today)
    self.errors = errors
    guard let draft, errors.isEmpty else { return }
    isSaving = true
    failure = nil
    Task {
      do {
        let saved =
          if let taskID {
            try await container.tasks.edit(taskID, to: draft)
          } else {
            try await container.tasks.create(draft)
          }
        isSaving = false
        onEvent(.saved(saved.id))
      } catch {
        isSaving = false
        failure = message(for: error)
      }
    }
  }

  public func cancel() { onEvent(.cancelled) }

  /// The draft a form describes, or the messages for its invalid fields.
  static func validate(_ form: TaskForm, today: Day) -> (draft: TaskDraft?, errors: [String: String]) {
    var errors: [String: String] = [:]
    if form.title.trimmingWhitespace.isEmpty { errors["title"] = "A task needs a title" }
    let due = DueDateParser.parse(form.due, today: today)
    if due == nil { errors["due"] = "Use YYYY-MM-DD, today, tomorrow or +N days" }
    guard errors.isEmpty, let due else { return (nil, errors) }
    return (
      TaskDraft(
        title: form.title.trimmingWhitespace, notes: form.notes, due: due ?? nil, priority: form.priority,
        projectID: form.projectID), [:]
    )
  }
}

/// Reads a due date as people type it.
enum DueDateParser {
  /// `.some(nil)` for no due date, `.some(day)` for a date, `nil` when it cannot be read.
  static func parse(_ text: String, today: Day) -> Day?? {
    let value = text.trimmingWhitespace.lowercased()
    switch value {
    case "": return .some(nil)
    case "today": return today
    case "tomorrow": return today.adding(days: 1)
    default:
      if value.hasPrefix("+"), let days = Int(value.dropFirst()), (0...3650).contains(days) {
        return today.adding(days: days)
      }
      return Day(value).map { .some($0) }
    }
  }
}

/// A task editor for previews, snapshots and tests.
@Observable @MainActor
public final class TaskEditorComponentModelMock: TaskEditorComponentModelProtocol {
  public var onEvent: (TaskEditorEvent) -> Void = { _ in }
  public var form: TaskForm
  public var isNew: Bool
  public var errors: [String: String] = [:]
  public var isSaving = false
  public var failure: String?
  public private(set) var saves = 0

  public init(form: TaskForm = TaskForm(), isNew: Bool = true) {
    self.form = form
    self.isNew = isNew
  }

  public func cyclePriority() {
    let all = Priority.allCases
    form.priority = all[(all.firstIndex(of: form.priority)! + 1) % all.count]
  }

  public func save() { saves += 1 }
  public func cancel() { onEvent(.cancelled) }
}
