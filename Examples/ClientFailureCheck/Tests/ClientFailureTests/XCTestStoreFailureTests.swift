import Switchyard
import SwitchyardTesting
import XCTest

/// The same wrong expectation, in an XCTest case: it must fail too.
final class XCTestStoreFailureTests: XCTestCase {
  @MainActor
  func testWrongExpectation() async {
    let store = TestStore(initialState: Counter(), reducer: counterReducer)
    await store.send(.increment) { $0.count = shouldPass ? 1 : 2 }
  }
}
