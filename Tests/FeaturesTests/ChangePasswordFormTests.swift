import Features
import SwitchyardTesting
import Testing

@MainActor
@Suite("Change-password form (FormReducer)")
struct ChangePasswordFormTests {
  struct WrongCurrent: Error, CustomStringConvertible {
    var description: String { "The current password is wrong" }
  }

  nonisolated static let filled = FormState<ChangePasswordField>([
    .current: "old password", .new: "new password", .confirmation: "new password",
  ])

  static func reducer(
    _ submit: @escaping @Sendable () throws -> Void
  ) -> FormReducer<ChangePasswordField, Submitted> {
    FormReducer(crossCheck: ChangePasswordField.crossCheck) { _ in
      try submit()
      return Submitted()
    }
  }

  @Test("a mismatched confirmation is refused before anything is sent")
  func mismatch() async {
    var state = Self.filled
    state.values[.confirmation] = "other"
    let store = TestStore(initialState: state, reducer: Self.reducer {})
    await store.send(.submit) { $0.errors = [.confirmation: "Passwords do not match"] }
  }

  @Test("a successful change clears the form and says so")
  func success() async {
    let store = TestStore(initialState: Self.filled, reducer: Self.reducer {})
    await store.send(.submit) { $0.isSubmitting = true }
    await store.receive(.succeeded(Submitted())) {
      $0 = FormState([.current: "", .new: "", .confirmation: ""])
      $0.isDone = true
    }
    await store.finish()
  }

  @Test("a wrong current password keeps the form and shows the message")
  func failure() async {
    let store = TestStore(initialState: Self.filled, reducer: Self.reducer { throw WrongCurrent() })
    await store.send(.submit) { $0.isSubmitting = true }
    await store.receive(.failed("The current password is wrong")) {
      $0.isSubmitting = false
      $0.errorMessage = "The current password is wrong"
    }
    await store.finish()
  }
}
