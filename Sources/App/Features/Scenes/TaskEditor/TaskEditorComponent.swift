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
      TextEditor("Notes", text: model.binding(.notes), height: 3)
      FieldRow(error: model.form.errors[.due]) {
        TextField(
          "Due", text: model.binding(.due), prompt: "Due: YYYY-MM-DD, today, tomorrow or +3",
          onSubmit: { model.submit() })
      }
      HStack(spacing: 2) {
        Button("Priority: \(model.form.priority)") { model.cyclePriority() }
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
  }
}
