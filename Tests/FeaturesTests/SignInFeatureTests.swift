import Features
import SwitchyardTesting
import Testing

@MainActor
@Suite("Sign-in form (Store)")
struct SignInFeatureTests {
  struct WrongPassword: Error, CustomStringConvertible {
    var description: String { "Wrong email or password" }
  }

  @Test("submitting empty fields shows both validation messages and sends nothing")
  func validation() async {
    let store = TestStore(initialState: SignInState(), reducer: SignInReducer { _, _ in })
    await store.send(.submit) {
      $0.emailError = "Email is required"
      $0.passwordError = "Password is required"
    }
    await store.send(.emailChanged("ada@")) {
      $0.email = "ada@"
      $0.emailError = "Enter an email like name@example.com"
    }
    await store.send(.emailChanged("ada@example.com")) {
      $0.email = "ada@example.com"
      $0.emailError = nil
    }
  }

  @Test("a valid form signs in, shows loading, then clears the password")
  func success() async {
    let store = TestStore(
      initialState: SignInState(email: "ada@example.com", password: "secret"),
      reducer: SignInReducer { email, password in
        #expect(email == "ada@example.com")
        #expect(password == "secret")
      })
    await store.send(.submit) { $0.isLoading = true }
    await store.receive(.succeeded) {
      $0.isLoading = false
      $0.password = ""
    }
    await store.finish()
  }

  @Test("a failed sign-in shows the service's message and keeps the fields")
  func failure() async {
    let store = TestStore(
      initialState: SignInState(email: "ada@example.com", password: "nope"),
      reducer: SignInReducer { _, _ in throw WrongPassword() })
    await store.send(.submit) { $0.isLoading = true }
    await store.receive(.failed("Wrong email or password")) {
      $0.isLoading = false
      $0.failure = "Wrong email or password"
    }
    await store.finish()
  }

  @Test("submitting again while loading is ignored")
  func doubleSubmit() async {
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    let store = TestStore(
      initialState: SignInState(email: "ada@example.com", password: "pw"),
      reducer: SignInReducer { _, _ in
        for await _ in gate { break }
      })
    await store.send(.submit) { $0.isLoading = true }
    await store.send(.submit)
    open.yield()
    await store.receive(.succeeded) {
      $0.isLoading = false
      $0.password = ""
    }
    await store.finish()
  }
}
