import Features
import Services
import SwitchyardTesting
import Testing

@MainActor
@Suite("Sign-up form (FormReducer)")
struct SignUpFormTests {
  struct EmailTaken: Error, CustomStringConvertible {
    var description: String { "An account with that email already exists" }
  }

  nonisolated static let ada = User(id: 1, name: "Ada", email: "ada@example.com")
  nonisolated static let filled = FormState<SignUpField>([
    .name: "Ada", .email: "ada@example.com", .password: "correct horse", .confirmation: "correct horse",
  ])

  static func reducer(_ submit: @escaping @Sendable () throws -> User) -> FormReducer<SignUpField, User> {
    FormReducer(crossCheck: SignUpField.crossCheck) { _ in try submit() }
  }

  @Test("submit validates every field; fixing a field clears its message")
  func validation() async {
    let store = TestStore(initialState: FormState<SignUpField>(), reducer: Self.reducer { Self.ada })
    await store.send(.changed(.password, "short")) { $0.values[.password] = "short" }
    await store.send(.submit) {
      $0.errors = [
        .name: "Name is required",
        .email: "Email is required",
        .password: "Use at least 8 characters",
        .confirmation: "Passwords do not match",
      ]
    }
    await store.send(.changed(.name, "Ada")) {
      $0.values[.name] = "Ada"
      $0.errors[.name] = nil
    }
  }

  @Test("a valid form creates the account and clears the passwords")
  func success() async {
    let store = TestStore(initialState: Self.filled, reducer: Self.reducer { Self.ada })
    await store.send(.submit) { $0.isSubmitting = true }
    await store.receive(.succeeded(Self.ada)) {
      $0.isSubmitting = false
      $0.isDone = true
      $0.values[.password] = ""
      $0.values[.confirmation] = ""
    }
    await store.finish()
  }

  @Test("a refused sign-up shows why")
  func failure() async {
    let store = TestStore(initialState: Self.filled, reducer: Self.reducer { throw EmailTaken() })
    await store.send(.submit) { $0.isSubmitting = true }
    await store.receive(.failed("An account with that email already exists")) {
      $0.isSubmitting = false
      $0.errorMessage = "An account with that email already exists"
    }
    await store.finish()
  }
}
