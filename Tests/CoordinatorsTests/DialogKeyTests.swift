import Coordinators
import TerminalUI
import TestFlows
import Testing

/// Dialogs and sheets own the keys while they show: nothing behind them acts, the safe button
/// is the default, and `y`/`n` answer.
@MainActor
@Suite("Dialogs and sheets take the keys")
struct DialogKeyTests {
  func deleteAlert(_ deleted: @escaping @MainActor () -> Void) -> AlertModel {
    AlertModel(
      title: "Delete note?", message: "It cannot be undone.",
      primaryAction: .init("Delete", role: .destructive) { _ in deleted() },
      secondaryAction: .init("Keep", role: .cancel))
  }

  @Test("a tab's number or Ctrl-→ while a dialog shows does nothing behind it; Enter then keeps")
  func tabKeysBehindADialog() {
    let tabs = NotesTabsCoordinator()
    tabs.notes.path = [.note("Groceries")]
    var deleted = 0
    tabs.notes.alertModel = deleteAlert { deleted += 1 }
    let harness = HeadlessHarness(width: 50, height: 12) { NotesTabsCoordinator.rootView(with: tabs) }
    harness.press(.character("1"), .character("2"), .controlRight)
    #expect(tabs.selectedTab == .notes)
    #expect(tabs.notes.path == [.note("Groceries")])
    #expect(harness.screen.contains("Delete note?"))
    harness.press(.enter)
    #expect(deleted == 0, "the safe button is focused first")
    #expect(tabs.notes.alertModel == nil)
  }

  @Test("y chooses the dialog's action, n its cancel button")
  func yesAndNo() {
    let notes = NotesCoordinator()
    var deleted = 0
    notes.alertModel = deleteAlert { deleted += 1 }
    let harness = HeadlessHarness(width: 50, height: 12) { NotesCoordinator.rootView(with: notes) }
    harness.press(.character("n"))
    #expect(notes.alertModel == nil && deleted == 0)
    notes.alertModel = deleteAlert { deleted += 1 }
    harness.press(.character("y"))
    #expect(notes.alertModel == nil && deleted == 1)
  }

  @Test("Enter in a dialog's text field chooses its action")
  func enterInDialogField() {
    let notes = NotesCoordinator()
    var answer: String?
    notes.alertModel = AlertModel(
      title: "Rename", textField: .init(placeholder: "Name"),
      primaryAction: .init("Rename") { answer = $0 }, secondaryAction: .init("Cancel", role: .cancel))
    let harness = HeadlessHarness(width: 40, height: 9) { NotesCoordinator.rootView(with: notes) }
    harness.type("Plan")
    harness.press(.enter)
    #expect(answer == "Plan")
  }

  @Test("a sheet presented inside a tab keeps the tab keys from acting behind it")
  func tabKeysBehindASheet() {
    let tabs = NotesTabsCoordinator()
    tabs.notes.present(modal: .compose, type: .sheet)
    let harness = HeadlessHarness(width: 50, height: 12) { NotesTabsCoordinator.rootView(with: tabs) }
    harness.press(.character("2"))
    #expect(tabs.selectedTab == .notes)
    #expect(tabs.notes.modalCover?.destination == .compose)
    harness.press(.escape)
    #expect(tabs.notes.modalCover == nil)
    harness.press(.character("2"))
    #expect(tabs.selectedTab == .archive)
  }

  @Test("the help overlay over a dialog lists the dialog's keys, not the tab keys behind it")
  func helpOverADialog() {
    let tabs = NotesTabsCoordinator()
    tabs.notes.alertModel = deleteAlert {}
    let harness = HeadlessHarness(width: 60, height: 20) { NotesTabsCoordinator.rootView(with: tabs) }
    let names = harness.host.commands.map(\.name)
    #expect(names.contains("cancel") && names.contains("yes"))
    #expect(!names.contains("next tab") && !names.contains("archive"))
  }
}

@MainActor
@Suite("Dialogs and the mouse")
struct DialogMouseTests {
  @Test("a click on a tab's title while a sheet shows in that tab does nothing")
  func clickBehindASheet() {
    let tabs = NotesTabsCoordinator()
    tabs.notes.present(modal: .compose, type: .sheet)
    let harness = HeadlessHarness(width: 50, height: 12) { NotesTabsCoordinator.rootView(with: tabs) }
    harness.click("Archive")
    #expect(tabs.selectedTab == .notes)
    #expect(tabs.notes.modalCover != nil)
  }
}
