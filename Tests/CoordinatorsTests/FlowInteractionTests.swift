import Coordinators
import TerminalUI
import TestFlows
import Testing

@MainActor
@Suite("Flow views driven by keys")
struct FlowInteractionTests {
  @Test("Esc pops the stack; at the root it is not offered and does nothing")
  func escPops() {
    let notes = NotesCoordinator()
    notes.path = [.folder("A"), .note("1")]
    let harness = HeadlessHarness(width: 40, height: 6) { NotesCoordinator.rootView(with: notes) }
    harness.press(.escape)
    #expect(notes.path == [.folder("A")])
    harness.press(.escape)
    #expect(notes.path.isEmpty)
    #expect(!harness.hints.contains { $0.label == "back" })
    harness.press(.escape)
    #expect(notes.path.isEmpty)
  }

  @Test("number keys pick tabs; pressing the current tab's number pops it to its root")
  func numberKeys() {
    let tabs = NotesTabsCoordinator()
    tabs.notes.path = [.folder("A")]
    let harness = HeadlessHarness(width: 40, height: 6) { NotesTabsCoordinator.rootView(with: tabs) }
    harness.press(.character("2"))
    #expect(tabs.selectedTab == .archive)
    harness.press(.controlLeft)
    #expect(tabs.selectedTab == .notes)
    harness.press(.character("1"))
    #expect(tabs.notes.path.isEmpty)
    #expect(harness.hints.contains(KeyHint("2", "archive")))
  }

  @Test("Esc closes a dismissable sheet but not one that forbids it")
  func escDismisses() {
    let notes = NotesCoordinator()
    let harness = HeadlessHarness(width: 40, height: 6) { NotesCoordinator.rootView(with: notes) }
    notes.present(modal: .compose, type: .sheet)
    harness.press(.escape)
    #expect(notes.modalCover == nil)
    notes.present(modal: .compose, type: .sheet, isDismissable: false)
    harness.press(.escape)
    #expect(notes.modalCover?.destination == .compose)
  }

  @Test("an alert takes the keys: typing fills its field, Enter runs the focused button")
  func alertKeys() {
    let notes = NotesCoordinator()
    var answer: String?
    notes.alertModel = AlertModel(
      title: "Rename", textField: .init(placeholder: "Name"),
      primaryAction: .init("Rename") { answer = $0 }, secondaryAction: .init("Cancel", role: .cancel))
    let harness = HeadlessHarness(width: 40, height: 9) { NotesCoordinator.rootView(with: notes) }
    harness.type("Plan")
    harness.press(.tab, .enter)
    #expect(answer == "Plan")
    #expect(notes.alertModel == nil)
  }

  @Test("the switchyard footer lists the keys that work on the screen; ? opens help")
  func footerAndHelp() {
    let notes = NotesCoordinator()
    notes.path = [.folder("A")]
    let harness = HeadlessHarness(width: 50, height: 8) {
      AppShell { NotesCoordinator.rootView(with: notes) }
    }
    #expect(harness.screen.contains("esc back"))
    harness.press(.character("?"))
    #expect(harness.screen.contains("Keys"))
    harness.press(.escape)
    #expect(!harness.screen.contains("Keys"))
    #expect(notes.path == [.folder("A")])
  }
}

@MainActor
@Suite("Flow views driven by the mouse")
struct FlowMouseTests {
  @Test("a click on a tab's title switches to it; on the current tab it pops to the root")
  func tabClicks() {
    let tabs = NotesTabsCoordinator()
    tabs.notes.path = [.folder("A")]
    let harness = HeadlessHarness(width: 40, height: 6) { NotesTabsCoordinator.rootView(with: tabs) }
    #expect(harness.click("Archive"))
    #expect(tabs.selectedTab == .archive)
    harness.click("Notes")
    #expect(tabs.selectedTab == .notes)
    #expect(tabs.notes.path == [.folder("A")])
    harness.click("Notes")
    #expect(tabs.notes.path.isEmpty)
  }
}
