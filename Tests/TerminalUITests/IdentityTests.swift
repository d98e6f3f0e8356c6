import Observation
import Testing

@testable import TerminalUI

@Observable @MainActor
final class Fields {
  var order = ["a", "b", "c"]
  var values = ["a": "", "b": "", "c": ""]
  var banner = false

  func binding(_ name: String) -> Binding<String> {
    Binding(get: { self.values[name, default: ""] }, set: { self.values[name] = $0 })
  }
}

@MainActor
@Suite("Identity: focus and view state survive re-renders")
struct IdentityTests {
  @Test("focus and the cursor follow a ForEach element when the elements are reordered")
  func forEachReorder() {
    let fields = Fields()
    let harness = HeadlessHarness(width: 20, height: 3) {
      VStack {
        ForEach(fields.order, id: \.self) { name in
          TextField(name, text: fields.binding(name))
        }
      }
    }
    harness.press(.tab)
    harness.type("xyz")
    harness.press(.left, .left)
    fields.order = ["c", "a", "b"]
    harness.type("!")
    #expect(fields.values == ["a": "", "b": "x!yz", "c": ""])
  }

  @Test("a view with an explicit id keeps focus and cursor when it moves to another place")
  func explicitIDMoves() {
    let fields = Fields()
    let harness = HeadlessHarness(width: 20, height: 4) {
      if fields.banner {
        VStack {
          Text("banner")
          TextField("b", text: fields.binding("b")).id("field-b")
          TextField("a", text: fields.binding("a"))
        }
      } else {
        HStack {
          TextField("a", text: fields.binding("a"))
          TextField("b", text: fields.binding("b")).id("field-b")
        }
      }
    }
    harness.press(.tab)
    harness.type("hello")
    harness.press(.home)
    fields.banner = true
    harness.type(">")
    #expect(fields.values["b"] == ">hello")
    #expect(harness.host.focusedID == "#field-b")
  }

  @Test("a conditional view before a field does not change the field's identity")
  func structuralStability() {
    let fields = Fields()
    let harness = HeadlessHarness(width: 20, height: 4) {
      VStack {
        if fields.banner { Text("banner") }
        TextField("a", text: fields.binding("a"))
        TextField("b", text: fields.binding("b"))
      }
    }
    harness.press(.tab)
    harness.type("12")
    harness.press(.left)
    fields.banner = true
    harness.type("x")
    #expect(fields.values["b"] == "1x2")
  }
}
