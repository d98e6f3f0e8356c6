import Coordinators
import Observation
import Services
import TerminalUI

/// The signed-out flow: sign in, with sign-up pushed over it.
@Observable @MainActor
public final class AuthCoordinator: NavigationStackCoordinator {
  public enum Destination: NavigationDestination {
    case signUp
  }

  public var path: [Destination] = []
  public let signIn: SignInComponentModel
  @ObservationIgnored private let auth: any AuthService

  public init(auth: any AuthService) {
    self.auth = auth
    signIn = SignInComponentModel(auth: auth)
    signIn.onEvent = { [weak self] event in
      switch event {
      case .createAccount: self?.navigate(to: .signUp)
      }
    }
  }

  public static func rootView(with coordinator: AuthCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Sign in") {
      SignInComponent(model: coordinator.signIn)
    }
  }

  public func title(for destination: Destination) -> String { "Create an account" }

  public func scene(for destination: Destination) -> some View {
    SignUpComponent(model: self.signUpModel())
  }

  private func signUpModel() -> SignUpComponentModel {
    let model = SignUpComponentModel(auth: auth)
    model.onEvent = { [weak self] event in
      switch event {
      case .back: self?.pop()
      }
    }
    return model
  }
}
