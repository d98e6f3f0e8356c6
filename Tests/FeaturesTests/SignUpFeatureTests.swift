import Features
import SwitchyardTesting
import Testing

@MainActor
@Suite("Sign-up form (Store)")
struct SignUpFeatureTests {
  struct EmailTaken: Error, CustomStringConvertible {
    var description: String { "An account with that email already exists" }
  }

  @Test("submit validates every field; fixing a field clears its message")
  func validation() async {
    let store = TestStore(initialState: SignUpState(), reducer: SignUpReducer { _, _, _ in })
    await store.send(.changed(.password, "short")) { $0.password = "short" }
    await store.send(.submit) {
      $0.errors = [
        .name: "Name is required",
        .email: "Email is required",
        .password: "Use at least 8 characters",
        .confirmation: "Passwords do not match",
      ]
    }
    await store.send(.changed(.name, "Ada")) {
      $0.name = "Ada"
      $0.errors[.name] = nil
    }
  }

  @Test("a valid form creates the account and clears the passwords")
  func success() async {
    var state = SignUpState()
    state.name = "Ada"
    state.email = "ada@example.com"
    state.password = "correct horse"
    state.confirmation = "correct horse"
    let store = TestStore(initialState: state, reducer: SignUpReducer { _, _, _ in })
    await store.send(.submit) { $0.isLoading = true }
    await store.receive(.succeeded) {
      $0.isLoading = false
      $0.password = ""
      $0.confirmation = ""
    }
    await store.finish()
  }

  @Test("a refused sign-up shows why")
  func failure() async {
    var state = SignUpState()
    state.name = "Ada"
    state.email = "ada@example.com"
    state.password = "correct horse"
    state.confirmation = "correct horse"
    let store = TestStore(initialState: state, reducer: SignUpReducer { _, _, _ in throw EmailTaken() })
    await store.send(.submit) { $0.isLoading = true }
    await store.receive(.failed("An account with that email already exists")) {
      $0.isLoading = false
      $0.failure = "An account with that email already exists"
    }
    await store.finish()
  }
}
