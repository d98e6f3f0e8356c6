import Container
import Coordinators
import Observation
import Services
import TerminalUI
import Unidirectional

/// What the change-password scene reports.
public enum ChangePasswordEvent: Equatable, Sendable {
  case done
}

/// What the change-password scene needs from its model.
@MainActor
public protocol ChangePasswordComponentModelProtocol: ComponentModel where Event == ChangePasswordEvent {
  var state: ChangePasswordState { get }
  func set(_ field: ChangePasswordField, _ value: String)
  func submit()
  func done()
}

/// The change-password form.
public struct ChangePasswordComponent<Model: ChangePasswordComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack(spacing: 1) {
      if model.state.isDone {
        Text("✓ Your password has been changed.").foregroundColor(.green)
        Button("Back to settings") { model.done() }
      } else {
        FormField(error: model.state.errors[.current]) {
          SecureField("Current password", text: binding(.current, \.current))
        }
        FormField(error: model.state.errors[.new]) {
          SecureField("New password (8+ characters)", text: binding(.new, \.new))
        }
        FormField(error: model.state.errors[.confirmation]) {
          SecureField(
            "Repeat the new password", text: binding(.confirmation, \.confirmation),
            onSubmit: { model.submit() })
        }
        Button("Change password", role: .primary) { model.submit() }
        StatusLine(isLoading: model.state.isLoading, error: model.state.failure)
      }
    }
  }

  private func binding(
    _ field: ChangePasswordField, _ keyPath: KeyPath<ChangePasswordState, String>
  ) -> Binding<String> {
    Binding(get: { model.state[keyPath: keyPath] }, set: { model.set(field, $0) })
  }
}

/// The live change-password model: a ``Store`` running ``ChangePasswordReducer``.
@Observable @MainActor
public final class ChangePasswordComponentModel: ChangePasswordComponentModelProtocol {
  public var onEvent: (ChangePasswordEvent) -> Void = { _ in }
  let store: Store<ChangePasswordState, ChangePasswordAction>

  public init(auth: any AuthService) {
    store = Store(
      initialState: ChangePasswordState(),
      reducer: ChangePasswordReducer { current, new in
        try await auth.changePassword(current: current, new: new)
      })
  }

  public var state: ChangePasswordState { store.state }
  public func set(_ field: ChangePasswordField, _ value: String) { store.send(.changed(field, value)) }
  public func submit() { store.send(.submit) }
  public func done() { onEvent(.done) }
}

/// A change-password model for previews, snapshots and tests.
@Observable @MainActor
public final class ChangePasswordComponentModelMock: ChangePasswordComponentModelProtocol {
  public var onEvent: (ChangePasswordEvent) -> Void = { _ in }
  public var state: ChangePasswordState

  public init(state: ChangePasswordState = ChangePasswordState()) {
    self.state = state
  }

  public func set(_ field: ChangePasswordField, _ value: String) {
    switch field {
    case .current: state.current = value
    case .new: state.new = value
    case .confirmation: state.confirmation = value
    }
  }

  public func submit() {}
  public func done() { onEvent(.done) }
}
