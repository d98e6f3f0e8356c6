import Coordinators
import Services
import TerminalUI

/// What the task editor reports.
public enum TaskEditorEvent: Equatable, Sendable {
  /// The task (new or edited) was saved.
  case saved(TaskItem.ID)
  case cancelled
}

/// The editor's fields as typed.
public struct TaskForm: Equatable, Sendable {
  public var title = ""
  public var notes = ""
  /// A due date as typed: `YYYY-MM-DD`, `today`, `tomorrow`, `+N` (days), or empty.
  public var due = ""
  public var priority = Priority.none
  public var projectID: Project.ID?

  public init() {}

  /// The form filled from an existing task.
  public init(_ task: TaskItem) {
    title = task.title
    notes = task.notes
    due = task.due?.description ?? ""
    priority = task.priority
    projectID = task.projectID
  }
}

/// What the task editor needs from its model.
@MainActor
public protocol TaskEditorComponentModelProtocol: ComponentModel where Event == TaskEditorEvent {
  var form: TaskForm { get set }
  var isNew: Bool { get }
  var errors: [String: String] { get }
  var isSaving: Bool { get }
  var failure: String? { get }
  func cyclePriority()
  func save()
  func cancel()
}

/// The form for a new task or for editing one (shown as a sheet).
public struct TaskEditorComponent<Model: TaskEditorComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack(spacing: 1) {
      FormField(error: model.errors["title"]) {
        TextField("Title", text: field(\.title), onSubmit: { model.save() })
      }
      TextField("Notes", text: field(\.notes))
      FormField(error: model.errors["due"]) {
        TextField("Due: YYYY-MM-DD, today, tomorrow or +3", text: field(\.due), onSubmit: { model.save() })
      }
      HStack(spacing: 2) {
        Button("Priority: \(model.form.priority)") { model.cyclePriority() }
        Button(model.isNew ? "Create" : "Save", role: .primary) { model.save() }
        Button("Cancel") { model.cancel() }
      }
      StatusLine(isLoading: model.isSaving, error: model.failure)
    }
  }

  private func field(_ keyPath: WritableKeyPath<TaskForm, String>) -> Binding<String> {
    Binding(get: { model.form[keyPath: keyPath] }, set: { model.form[keyPath: keyPath] = $0 })
  }
}
