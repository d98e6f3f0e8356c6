import Coordinators
import TerminalUI

/// What the sign-up scene reports to its coordinator.
public enum SignUpEvent: Equatable, Sendable {
  case back
}

/// What the sign-up scene needs from its model.
@MainActor
public protocol SignUpComponentModelProtocol: ComponentModel where Event == SignUpEvent {
  var state: SignUpState { get }
  func set(_ field: SignUpField, _ value: String)
  func submit()
  func back()
}

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
      FormField(error: model.state.errors[.name]) {
        TextField("Name", text: binding(.name, \.name))
      }
      FormField(error: model.state.errors[.email]) {
        TextField("Email", text: binding(.email, \.email))
      }
      FormField(error: model.state.errors[.password]) {
        SecureField("Password (8+ characters)", text: binding(.password, \.password))
      }
      FormField(error: model.state.errors[.confirmation]) {
        SecureField(
          "Repeat the password", text: binding(.confirmation, \.confirmation), onSubmit: { model.submit() })
      }
      HStack(spacing: 2) {
        Button("Create account", role: .primary) { model.submit() }
        Button("Back to sign in") { model.back() }
      }
      StatusLine(isLoading: model.state.isLoading, error: model.state.failure)
    }
    .padding(.horizontal, 1)
    .frame(maxWidth: 64)
  }

  private func binding(_ field: SignUpField, _ keyPath: KeyPath<SignUpState, String>) -> Binding<String> {
    Binding(get: { model.state[keyPath: keyPath] }, set: { model.set(field, $0) })
  }
}
