import Testing
import Unidirectional

/// A login form's actions: one carries a secret, and says how to show itself without it.
enum LoginAction: Sendable {
  case emailChanged(String)
  case passwordChanged(String)
  case submit
}

extension LoginAction: RecordableAction {
  var recordedDescription: String {
    switch self {
    case .passwordChanged: "passwordChanged(•••)"
    default: "\(self)"
    }
  }
}

/// Where observed actions go (a session recorder, in an app).
@MainActor
struct ActionLog {
  let write: (String) -> Void
  func record(action: String, store: String) { write("\(store): \(action)") }
}

/// A login form's state.
struct LoginForm: Equatable {}

/// Actions that say nothing about how to show themselves.
enum PlainAction: Sendable {
  case typed(String)
  case cleared
}

@MainActor
@Suite("Store observation", .serialized)
struct StoreObservationTests {
  // Synchronous on the main actor: no other test's store can be made while the observer is set.
  @Test("stores made while an observer is set tell it every action, described without secrets")
  func observed() {
    var seen: [String] = []
    let recorder = ActionLog { seen.append($0) }
    StoreObservation.actionObserver = { state, action in
      recorder.record(action: StoreObservation.describe(action), store: state)
    }
    defer { StoreObservation.actionObserver = nil }
    let login = Store<LoginForm, LoginAction>(initialState: LoginForm()) { _, _ in .none }
    let plain = Store<Int, PlainAction>(initialState: 0) { _, _ in .none }
    login.send(.emailChanged("ada@example.com"))
    login.send(.passwordChanged("hunter2"))
    plain.send(.typed("hunter2"))
    plain.send(.cleared)
    #expect(
      seen == [
        "LoginForm: emailChanged(\"ada@example.com\")", "LoginForm: passwordChanged(•••)", "Int: typed",
        "Int: cleared",
      ])
    StoreObservation.actionObserver = nil
    let later = Store<Int, PlainAction>(initialState: 0) { _, _ in .none }
    later.send(.cleared)
    #expect(seen.count == 4)
  }
}
