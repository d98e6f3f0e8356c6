import Services
import TerminalUI

/// The change-password form.
public struct ChangePasswordComponent<Model: ChangePasswordComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack(spacing: 1) {
      if model.form.isDone {
        Text("✓ Your password has been changed.").foregroundStyle(.success)
        Button("Back to settings") { model.done() }
      } else {
        FieldRow(error: model.form.errors[.current]) {
          SecureField("Current password", text: model.binding(.current))
        }
        FieldRow(error: model.form.errors[.new]) {
          SecureField(
            "New password (\(ValidationRule.minimumPasswordLength)+ characters)", text: model.binding(.new))
        }
        FieldRow(error: model.form.errors[.confirmation]) {
          SecureField(
            "Repeat the new password", text: model.binding(.confirmation),
            onSubmit: { model.submit() })
        }
        Button("Change password", role: .primary) { model.submit() }
        StatusLine(isLoading: model.form.isSubmitting, error: model.form.errorMessage)
      }
    }
    .onSubmit { model.submit() }
  }
}
