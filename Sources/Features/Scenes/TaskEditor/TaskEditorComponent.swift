import Coordinators
import Services
import TerminalUI

/// The form for a new task or for editing one (shown as a sheet).
public struct TaskEditorComponent<Model: TaskEditorComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack(spacing: 1) {
      FieldRow(error: model.form.errors[.title]) {
        TextField(
          "Title", text: model.binding(.title), prompt: model.isNew ? "Title — \(QuickAdd.hint)" : nil,
          onSubmit: { model.submit() })
      }
      if let add = model.quickAdd { QuickAddSummary(add: add, projects: model.projects) }
      TextEditor("Notes", text: model.binding(.notes), height: 3)
      HStack(spacing: 3) {
        FieldRow(error: model.form.errors[.due]) {
          DatePicker("Due", selection: dueBinding)
        }
        Picker("Priority", selection: priorityBinding) {
          ForEach(Priority.allCases, id: \.self) { Text($0.description).tag($0) }
        }
        Picker("Project", selection: projectBinding, options: [nil] + model.projects.map(\.id)) { id in
          id.flatMap { id in model.projects.first { $0.id == id }?.name } ?? "none"
        }
      }
      HStack(spacing: 2) {
        Button(model.isNew ? "Create" : "Save", role: .primary) { model.submit() }
        Button("Cancel") { model.cancel() }
      }
      if !model.conflictingFields.isEmpty {
        HStack(spacing: 2) {
          Button("Keep mine") { model.keepMine() }
          Button("Take theirs") { model.takeTheirs() }
        }
      } else if model.changedElsewhere {
        Text("Changed elsewhere since you opened it: saving keeps the other changes").foregroundStyle(
          .warning)
      }
      StatusLine(isLoading: model.form.isSubmitting, error: model.form.errorMessage)
    }
    .onSubmit { model.submit() }
    .sheetFormKeys(model)
    .alert(presentedBy: model)
  }

  /// The due date as a day: the form holds it as `YYYY-MM-DD` (empty for none).
  private var dueBinding: Binding<CalendarDay?> {
    Binding(get: { CalendarDay(model.form[.due]) }, set: { model.set(.due, $0?.description ?? "") })
  }

  private var priorityBinding: Binding<Priority> {
    Binding(get: { model.form.priority }, set: { model.set(.priority, $0.description) })
  }

  /// The project as an id: the form holds it as text (empty for none).
  private var projectBinding: Binding<Project.ID?> {
    Binding(get: { model.form.project }, set: { model.set(.project, $0.map { String($0) } ?? "") })
  }
}
