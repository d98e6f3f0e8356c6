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
  /// Which signed-out flow of the process this is (the first is 1): its views' identity, so a
  /// flow shown after a sign-out starts with focus on its first field, never where the last
  /// one's was.
  @ObservationIgnored let number: Int
  @ObservationIgnored private static var made = 0
  /// How many times the sign-up form was opened here: each opening's identity.
  @ObservationIgnored private var signUpForms = 0
  @ObservationIgnored private let auth: any AuthService
  @ObservationIgnored private let work: WorkTracker
  @ObservationIgnored private let log: ActionLog
  /// The sign-in form, the flow's root.
  @ObservationIgnored public private(set) lazy var signIn = SignInComponentModel(
    auth: auth, work: work, log: log
  ) {
    [weak self] event in
    switch event {
    case .createAccount:
      self?.signUpForms += 1
      self?.navigate(to: .signUp)
    }
  }

  public init(auth: any AuthService, work: WorkTracker = WorkTracker(), log: ActionLog = .none) {
    Self.made += 1
    number = Self.made
    self.auth = auth
    self.work = work
    self.log = log
  }

  public static func rootView(with coordinator: AuthCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Sign in") {
      SignInComponent(model: coordinator.signIn).id("sign-in-\(coordinator.number)")
    }
  }

  public func title(for destination: Destination) -> String { "Create an account" }

  public func scene(for destination: Destination) -> some View {
    SignUpComponent(
      model: SignUpComponentModel(auth: self.auth, work: self.work, log: self.log) { [weak self] event in
        switch event {
        case .back: self?.pop()
        }
      }
    ).id("sign-up-\(number)-\(signUpForms)")
  }
}
