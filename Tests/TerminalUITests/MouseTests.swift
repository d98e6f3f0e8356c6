import Testing

@testable import TerminalUI

@Suite("Mouse reports")
struct MouseDecoderTests {
  let start = ContinuousClock.now

  func events(_ text: String) -> [InputEvent] {
    var decoder = InputDecoder()
    return decoder.events(Array(text.utf8), now: start)
  }

  @Test("SGR (1006): press, release, drag, wheel, modifiers, 1-based to zero-based, large coordinates")
  func sgr() {
    #expect(
      events("\u{1B}[<0;3;4M\u{1B}[<0;3;4m\u{1B}[<32;5;4M\u{1B}[<64;1;1M\u{1B}[<65;1;1M\u{1B}[<18;300;90Mx")
        == [
          .mouse(MouseEvent(.press, button: .left, column: 2, row: 3)),
          .mouse(MouseEvent(.release, button: .left, column: 2, row: 3)),
          .mouse(MouseEvent(.drag, button: .left, column: 4, row: 3)),
          .mouse(MouseEvent(.scrollUp, button: .none, column: 0, row: 0)),
          .mouse(MouseEvent(.scrollDown, button: .none, column: 0, row: 0)),
          .mouse(MouseEvent(.press, button: .right, column: 299, row: 89, modifiers: [.control])),
          .key(.character("x")),
        ])
  }

  @Test("X10 and urxvt (1015) reports are read too, never typed as text")
  func legacyEncodings() {
    #expect(
      events("\u{1B}[M !!\u{1B}[32;10;5Mx") == [
        .mouse(MouseEvent(.press, button: .left, column: 0, row: 0)),
        .mouse(MouseEvent(.press, button: .left, column: 9, row: 4)),
        .key(.character("x")),
      ])
  }

  @Test("a report split at every byte is still one event")
  func split() {
    let bytes = Array("\u{1B}[<0;12;7M".utf8)
    for cut in 0..<bytes.count {
      var decoder = InputDecoder()
      let events =
        decoder.events(Array(bytes[..<cut]), now: start) + decoder.events(Array(bytes[cut...]), now: start)
      #expect(events == [.mouse(MouseEvent(.press, column: 11, row: 6))], "cut at \(cut)")
    }
  }
}

@MainActor
@Suite("Mouse routing")
struct MouseRoutingTests {
  @Test("a click selects and focuses a list row; a click on the selected row opens it")
  func listClicks() {
    var selection = 0
    var opened: [Int] = []
    let harness = HeadlessHarness(width: 30, height: 6) {
      VStack {
        Button("Top") {}
        List(
          count: 20, selection: Binding(get: { selection }, set: { selection = $0 }),
          onSubmit: { opened.append($0) }
        ) {
          Text("Row \($0)")
        }
      }
    }
    #expect(harness.host.focusedID != nil)
    harness.click("Row 3")
    #expect(selection == 3)
    #expect(!harness.styledScreen.contains("⟦rev⟧ [ Top ]"))
    harness.click("Row 3")
    #expect(opened == [3])
  }

  @Test("the wheel scrolls a list and keeps the selection on screen")
  func listWheel() {
    var selection = 0
    let harness = HeadlessHarness(width: 30, height: 5) {
      List(count: 50, selection: Binding(get: { selection }, set: { selection = $0 })) { Text("Row \($0)") }
    }
    harness.send(MouseEvent(.scrollDown, button: .none, column: 1, row: 1))
    harness.send(MouseEvent(.scrollDown, button: .none, column: 1, row: 1))
    #expect(harness.screen.hasPrefix("▸ Row 6") || harness.screen.contains("Row 6"))
    #expect(selection == 6)
    #expect(!harness.screen.contains("Row 0"))
    harness.send(MouseEvent(.scrollUp, button: .none, column: 1, row: 1))
    #expect(harness.screen.contains("Row 3"))
  }

  @Test("a click focuses a text field (typing goes there) and focuses and flips a toggle")
  func fieldsAndToggles() {
    final class Form {
      var name = ""
      var note = ""
      var remind = false
    }
    let form = Form()
    let harness = HeadlessHarness(width: 30, height: 6) {
      VStack {
        TextField("Name", text: Binding(get: { form.name }, set: { form.name = $0 }))
        TextField("Note", text: Binding(get: { form.note }, set: { form.note = $0 }))
        Toggle("Remind me", isOn: Binding(get: { form.remind }, set: { form.remind = $0 }))
      }
    }
    harness.click("Note")
    harness.type("hi")
    #expect(form.note == "hi" && form.name.isEmpty)
    harness.click("Remind me")
    #expect(form.remind)
    harness.type(" ")
    #expect(!form.remind, "the toggle has focus: Space flips it back")
  }

  @Test("a click presses a button; the wheel scrolls a scroll view; outside anything, nothing")
  func buttonsAndScrollViews() {
    var presses = 0
    let harness = HeadlessHarness(width: 30, height: 6) {
      VStack {
        Button("Save") { presses += 1 }
        ScrollView { Text((0..<30).map { "Line \($0)" }.joined(separator: "\n")) }
      }
    }
    harness.click("Save")
    #expect(presses == 1)
    harness.send(MouseEvent(.scrollDown, button: .none, column: 2, row: 3))
    #expect(harness.screen.contains("Line 3") && !harness.screen.contains("Line 0"))
    harness.send(MouseEvent(.release, button: .left, column: 2, row: 0))
    #expect(presses == 1)
  }

  @Test("a click does not reach views under a modal layer (disabled)")
  func inertLayers() {
    var presses = 0
    let harness = HeadlessHarness(width: 30, height: 3) {
      Button("Save") { presses += 1 }.disabled()
    }
    harness.click("Save")
    #expect(presses == 0)
  }
}
