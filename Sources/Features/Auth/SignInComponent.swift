import Coordinators
import TerminalUI

/// What the sign-in scene reports to its coordinator.
public enum SignInEvent: Equatable, Sendable {
  case createAccount
}

/// What the sign-in scene needs from its model.
@MainActor
public protocol SignInComponentModelProtocol: ComponentModel where Event == SignInEvent {
  var state: SignInState { get }
  func setEmail(_ email: String)
  func setPassword(_ password: String)
  func submit()
  func createAccount()
}

/// The sign-in form.
public struct SignInComponent<Model: SignInComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack(spacing: 1) {
      Text("Welcome back. Sign in to see your tasks.").bold()
      FormField(error: model.state.emailError) {
        TextField(
          "Email", text: Binding(get: { model.state.email }, set: { model.setEmail($0) }),
          onSubmit: { model.submit() })
      }
      FormField(error: model.state.passwordError) {
        SecureField(
          "Password", text: Binding(get: { model.state.password }, set: { model.setPassword($0) }),
          onSubmit: { model.submit() })
      }
      HStack(spacing: 2) {
        Button("Sign in", role: .primary) { model.submit() }
        Button("Create an account") { model.createAccount() }
      }
      StatusLine(isLoading: model.state.isLoading, error: model.state.failure)
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: 64)
  }
}

/// A form field with its validation message under it.
struct FormField<Content: View>: View {
  let error: String?
  let content: Content

  init(error: String?, @ViewBuilder content: () -> Content) {
    self.error = error
    self.content = content()
  }

  var body: some View {
    VStack {
      content
      if let error { Text(error).foregroundColor(.red) }
    }
  }
}
