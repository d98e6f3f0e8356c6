import Services
import TerminalUI

/// A sheet asking for a project's name.
public struct NewProjectComponent<Model: NewProjectComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack(spacing: 1) {
      FieldRow(error: model.form.errors[.name]) {
        TextField("Project name", text: model.binding(.name), onSubmit: { model.submit() })
      }
      HStack(spacing: 2) {
        Button("Create", role: .primary) { model.submit() }
        Button("Cancel") { model.cancel() }
      }
      StatusLine(isLoading: model.form.isSubmitting, error: model.form.errorMessage)
    }
    .sheetFormKeys(model)
  }
}
