import Features
import SwitchyardTesting
import Testing

@MainActor
@Suite("Change-password form (Store)")
struct ChangePasswordFeatureTests {
  struct WrongCurrent: Error, CustomStringConvertible {
    var description: String { "The current password is wrong" }
  }

  static func filled() -> ChangePasswordState {
    var state = ChangePasswordState()
    state.current = "old password"
    state.new = "new password"
    state.confirmation = "new password"
    return state
  }

  @Test("a mismatched confirmation is refused before anything is sent")
  func mismatch() async {
    var state = Self.filled()
    state.confirmation = "other"
    let store = TestStore(initialState: state, reducer: ChangePasswordReducer { _, _ in })
    await store.send(.submit) { $0.errors = [.confirmation: "Passwords do not match"] }
  }

  @Test("a successful change clears the form and says so")
  func success() async {
    let store = TestStore(initialState: Self.filled(), reducer: ChangePasswordReducer { _, _ in })
    await store.send(.submit) { $0.isLoading = true }
    await store.receive(.succeeded) {
      $0 = ChangePasswordState()
      $0.isDone = true
    }
    await store.finish()
  }

  @Test("a wrong current password keeps the form and shows the message")
  func failure() async {
    let store = TestStore(
      initialState: Self.filled(), reducer: ChangePasswordReducer { _, _ in throw WrongCurrent() })
    await store.send(.submit) { $0.isLoading = true }
    await store.receive(.failed("The current password is wrong")) {
      $0.isLoading = false
      $0.failure = "The current password is wrong"
    }
    await store.finish()
  }
}
