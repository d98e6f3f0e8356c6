import Observation
import Testing

@testable import TerminalUI

/// A two-screen flow: a button that opens a form.
@Observable @MainActor
final class TwoScreens {
  var isEditing = false
  var text = ""
}

@MainActor
@Suite("Keys in one read")
struct BurstRoutingTests {
  @Test("keys sent with no frame between them go where the screen each one leads to sends them")
  func burst() {
    let model = TwoScreens()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      if model.isEditing {
        TextField("Name", text: Binding(get: { model.text }, set: { model.text = $0 }))
      } else {
        Button("Edit") { model.isEditing = true }
      }
    }
    _ = host.render(size: Size(width: 20, height: 3))
    for key in [Key.enter, .character("A"), .character("d"), .character("a")] { host.send(key) }
    #expect(model.isEditing && model.text == "Ada")
  }
}
