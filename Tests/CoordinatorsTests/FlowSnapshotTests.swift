import Coordinators
import SwitchyardTesting
import TerminalUI
import TestFlows
import Testing

@MainActor
@Suite("Flow view snapshots")
struct FlowSnapshotTests {
  @Test("a stack with a path of three shows the breadcrumb and the top screen")
  func stackOfThree() {
    let notes = NotesCoordinator()
    notes.path = [.folder("Work"), .folder("Q3"), .note("Plan")]
    assertSnapshot(
      of: AppShell { NotesCoordinator.rootView(with: notes) }, width: 50, height: 6, named: "stack-three")
  }

  @Test("tabs show titles, badges and the selected tab's stack")
  func tabs() {
    let tabs = NotesTabsCoordinator()
    tabs.notes.path = [.folder("Work")]
    assertSnapshot(of: NotesTabsCoordinator.rootView(with: tabs), width: 40, height: 4, named: "tabs")
  }

  @Test("a sheet is a bordered box over the dimmed screen")
  func sheet() {
    let notes = NotesCoordinator()
    notes.present(modal: .compose, type: .sheet)
    assertSnapshot(
      of: NotesCoordinator.rootView(with: notes), width: 40, height: 7, named: "sheet", styled: true)
  }

  @Test("a full-screen cover replaces the screen")
  func fullScreenCover() {
    let notes = NotesCoordinator()
    notes.present(modal: .settings, type: .fullscreenCover)
    assertSnapshot(of: NotesCoordinator.rootView(with: notes), width: 40, height: 4, named: "cover")
  }

  @Test("an alert is a dialog with its message, text field and buttons")
  func alert() {
    let notes = NotesCoordinator()
    notes.alertModel = AlertModel(
      title: "Rename", message: "Choose a new name.", textField: .init(placeholder: "Name", text: "Plan"),
      primaryAction: .init("Rename"), secondaryAction: .init("Cancel", role: .cancel))
    assertSnapshot(of: NotesCoordinator.rootView(with: notes), width: 40, height: 9, named: "alert")
  }
}
