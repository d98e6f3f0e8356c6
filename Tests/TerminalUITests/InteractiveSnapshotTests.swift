import SwitchyardTesting
import TerminalUI
import Testing

/// Screens after key presses: focus, cursors, scrolling, the help overlay, spinner frames.
@MainActor
@Suite("Interactive snapshots")
struct InteractiveSnapshotTests {
  @Test func focusedControls() {
    let harness = HeadlessHarness(width: 30, height: 5) {
      VStack {
        TextField("Title", text: .constant("Buy milk"))
        Toggle("Done", isOn: .constant(false))
        Button("Save", role: .primary) {}
        Button("Delete", role: .destructive) {}
      }
    }
    harness.press(.left, .left)
    assertSnapshot(of: harness.styledScreen, named: "focus-text-field")
    harness.press(.tab, .tab)
    assertSnapshot(of: harness.styledScreen, named: "focus-button")
  }

  @Test func scrolledList() {
    var selection = 0
    let harness = HeadlessHarness(width: 20, height: 4) {
      List(count: 100_000, selection: Binding(get: { selection }, set: { selection = $0 })) {
        Text("Row \($0)")
      }
    }
    harness.press(.pageDown, .pageDown, .down, .up, .up)
    #expect(selection == 7)
    assertSnapshot(of: harness.styledScreen, named: "list-scrolled")
    harness.press(.end)
    assertSnapshot(of: harness.screen, named: "list-end")
  }

  @Test func scrolledScrollView() {
    let harness = HeadlessHarness(width: 12, height: 3) {
      ScrollView {
        VStack {
          for line in 1...10 { Text("line \(line)") }
        }
      }
    }
    harness.press(.down, .down, .pageDown)
    assertSnapshot(of: harness.screen, named: "scroll-view-scrolled")
    harness.press(.end)
    assertSnapshot(of: harness.screen, named: "scroll-view-end")
  }

  @Test func helpOverlay() {
    let harness = HeadlessHarness(width: 40, height: 12) {
      VStack {
        List(count: 20, selection: .constant(0), onSubmit: { _ in }) { Text("Row \($0)") }
          .onKey(.character("d"), hint: "delete") {}
          .onKey(.character("x")) {}
        KeyHintBar()
      }
      .onKey(.escape, hint: "back") {}
    }
    harness.press(.character("?"))
    assertSnapshot(of: harness.screen, named: "help-overlay")
  }

  @Test func progress() {
    let harness = HeadlessHarness(width: 24, height: 4) {
      VStack {
        ProgressView("Syncing")
        ProgressView(value: 0)
        ProgressView("Half", value: 5, total: 10)
        ProgressView("Done", value: 2, total: 1)
      }
    }
    assertSnapshot(of: harness.screen, named: "progress-tick-0")
    #expect(harness.host.isAnimating)
    harness.host.advanceAnimation()
    harness.host.advanceAnimation()
    assertSnapshot(of: harness.screen, named: "progress-tick-2")
  }
}
