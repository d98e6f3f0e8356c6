import Coordinators
import TestFlows
import Testing

@MainActor
@Suite("Navigation as state")
struct NavigationTests {
  @Test("navigate pushes, pop pops, and pop on an empty path does nothing")
  func pushAndPop() {
    let notes = NotesCoordinator()
    notes.navigate(to: .folder("Work"))
    notes.navigate(to: .note("Plan"))
    #expect(notes.path == [.folder("Work"), .note("Plan")])
    notes.pop()
    #expect(notes.path == [.folder("Work")])
    notes.pop()
    notes.pop()
    #expect(notes.path.isEmpty)
  }

  @Test("pop(to:) keeps the destination on top; an absent one changes nothing and is reported")
  func popTo() {
    let notes = NotesCoordinator()
    notes.path = [.folder("A"), .note("1"), .note("2")]
    notes.pop(to: .folder("A"))
    #expect(notes.path == [.folder("A")])
    let recorded = MisuseRecorder()
    NavigationDiagnostics.$report.withValue({ misuse in recorded.append(misuse) }) {
      notes.pop(to: .settings)
    }
    #expect(notes.path == [.folder("A")])
    #expect(recorded.misuses == [.popToAbsentDestination("settings")])
  }

  @Test("popToRoot and reset return to the root; reset also drops the modal")
  func popToRootAndReset() {
    let notes = NotesCoordinator()
    notes.path = [.folder("A"), .note("1")]
    notes.popToRoot()
    #expect(notes.path.isEmpty)
    notes.path = [.folder("A")]
    notes.present(modal: .compose, type: .sheet)
    notes.reset()
    #expect(notes.path.isEmpty && notes.modalCover == nil)
  }

  @Test("present shows a modal; presenting another queues it unless asked to replace")
  func modalQueue() {
    let notes = NotesCoordinator()
    notes.present(modal: .compose, type: .sheet)
    notes.present(modal: .settings, type: .fullscreenCover)
    #expect(notes.modalCover?.destination == .compose)
    notes.dismissModal()
    #expect(notes.modalCover?.destination == .settings)
    #expect(notes.modalCover?.style == .fullscreenCover)
    notes.present(modal: .compose, type: .sheet, replacing: true)
    #expect(notes.modalCover?.destination == .compose)
    notes.dismissModal()
    #expect(notes.modalCover == nil)
    #expect(notes.dismissals == 2)
  }

  @Test("dismissing with no modal is a reported no-op")
  func dismissWithoutModal() {
    let notes = NotesCoordinator()
    let recorded = MisuseRecorder()
    NavigationDiagnostics.$report.withValue({ recorded.append($0) }) { notes.dismissModal() }
    #expect(recorded.misuses == [.dismissWithoutModal])
    #expect(notes.dismissals == 0)
  }

  @Test("selecting another tab switches; re-selecting the current tab pops it to its root")
  func tabs() {
    let tabs = NotesTabsCoordinator()
    tabs.notes.path = [.folder("A"), .note("1")]
    tabs.select(.archive)
    #expect(tabs.selectedTab == .archive)
    #expect(tabs.notes.path.count == 2)
    tabs.select(.notes)
    #expect(tabs.notes.path.count == 2)
    tabs.select(.notes)
    #expect(tabs.notes.path.isEmpty)
    tabs.selectTab(offsetBy: 1)
    #expect(tabs.selectedTab == .archive)
    tabs.selectTab(offsetBy: 1)
    #expect(tabs.selectedTab == .notes)
  }

  @Test("switching variants releases the old flow's coordinators and models")
  func variantReleasesOldFlow() {
    let session = SessionCoordinator()
    weak var oldCoordinator: NotesCoordinator?
    weak var oldModel: NoteModel?
    if case .signedOut(let auth) = session.variant {
      oldCoordinator = auth
      oldModel = auth.model
    }
    #expect(oldCoordinator != nil)
    session.switchTo(.signedIn(NotesTabsCoordinator()))
    #expect(oldCoordinator == nil)
    #expect(oldModel == nil)
  }
}

/// Collects navigation misuse reports (reported synchronously on the main actor).
final class MisuseRecorder: @unchecked Sendable {
  // `@unchecked Sendable`: only used from the main-actor test that owns it, synchronously.
  private(set) var misuses: [NavigationMisuse] = []
  func append(_ misuse: NavigationMisuse) { misuses.append(misuse) }
}
