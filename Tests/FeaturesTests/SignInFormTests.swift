import Features
import Services
import SwitchyardTesting
import Testing

@MainActor
@Suite("Sign-in form (FormReducer)")
struct SignInFormTests {
  struct WrongPassword: Error, CustomStringConvertible {
    var description: String { "Wrong email or password" }
  }

  nonisolated static let ada = User(id: 1, name: "Ada", email: "ada@example.com")

  @Test("submitting empty fields shows both validation messages and sends nothing")
  func validation() async {
    let store = TestStore(
      initialState: FormState<SignInField>(), reducer: FormReducer<SignInField, User> { _ in Self.ada })
    await store.send(.submit) {
      $0.errors = [.email: "Email is required", .password: "Password is required"]
    }
    await store.send(.changed(.email, "ada@")) {
      $0.values[.email] = "ada@"
      $0.errors[.email] = "Enter an email like name@example.com"
    }
    await store.send(.changed(.email, "ada@example.com")) {
      $0.values[.email] = "ada@example.com"
      $0.errors[.email] = nil
    }
  }

  @Test("a valid form signs in, shows loading, then clears the password")
  func success() async {
    let store = TestStore(
      initialState: FormState<SignInField>([.email: "ada@example.com", .password: "secret"]),
      reducer: FormReducer<SignInField, User> { values in
        #expect(values[.email] == "ada@example.com")
        #expect(values[.password] == "secret")
        return Self.ada
      })
    await store.send(.submit) { $0.isSubmitting = true }
    await store.receive(.succeeded(Self.ada)) {
      $0.isSubmitting = false
      $0.isDone = true
      $0.values[.password] = ""
    }
    await store.finish()
  }

  @Test("a failed sign-in shows the service's message and keeps the fields")
  func failure() async {
    let store = TestStore(
      initialState: FormState<SignInField>([.email: "ada@example.com", .password: "nope"]),
      reducer: FormReducer<SignInField, User> { _ in throw WrongPassword() })
    await store.send(.submit) { $0.isSubmitting = true }
    await store.receive(.failed("Wrong email or password")) {
      $0.isSubmitting = false
      $0.errorMessage = "Wrong email or password"
    }
    await store.finish()
  }

  @Test("submitting again while loading is ignored")
  func doubleSubmit() async {
    let (gate, open) = AsyncStream.makeStream(of: Void.self)
    let store = TestStore(
      initialState: FormState<SignInField>([.email: "ada@example.com", .password: "pw"]),
      reducer: FormReducer<SignInField, User> { _ in
        for await _ in gate { break }
        return Self.ada
      })
    await store.send(.submit) { $0.isSubmitting = true }
    await store.send(.submit)
    open.yield()
    await store.receive(.succeeded(Self.ada)) {
      $0.isSubmitting = false
      $0.isDone = true
      $0.values[.password] = ""
    }
    await store.finish()
  }
}
