import Services
import TerminalUI

/// The sign-in form.
public struct SignInComponent<Model: SignInComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack(spacing: 1) {
      Text("Sign in to see your tasks, or create an account.").bold()
      FieldRow(error: model.form.errors[.email]) {
        TextField("Email", text: model.binding(.email), onSubmit: { model.submit() })
      }
      FieldRow(error: model.form.errors[.password]) {
        SecureField("Password", text: model.binding(.password), onSubmit: { model.submit() })
      }
      HStack(spacing: 2) {
        Button("Sign in", role: .primary) { model.submit() }
        Button("Create an account") { model.createAccount() }
      }
      StatusLine(isLoading: model.form.isSubmitting, error: model.form.errorMessage)
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: 64)
  }
}
