import Services
import TerminalUI

/// The create-an-account form.
public struct SignUpComponent<Model: SignUpComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack(spacing: 1) {
      Text("Create a local account. Everything stays in one file on this machine.").bold()
      FieldRow(error: model.form.errors[.name]) {
        TextField("Name", text: model.binding(.name))
      }
      FieldRow(error: model.form.errors[.email]) {
        TextField("Email", text: model.binding(.email))
      }
      FieldRow(error: model.form.errors[.password]) {
        SecureField(
          "Password (\(ValidationRule.minimumPasswordLength)+ characters)", text: model.binding(.password))
      }
      FieldRow(error: model.form.errors[.confirmation]) {
        SecureField("Repeat the password", text: model.binding(.confirmation), onSubmit: { model.submit() })
      }
      HStack(spacing: 2) {
        Button("Create account", role: .primary) { model.submit() }
        Button("Back to sign in") { model.back() }
      }
      StatusLine(isLoading: model.form.isSubmitting, error: model.form.errorMessage)
    }
    .onSubmit { model.submit() }
    .padding(.horizontal, 1)
    .frame(maxWidth: 64)
  }
}
