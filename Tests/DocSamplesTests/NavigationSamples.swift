import Observation
import Switchyard
import SwitchyardTesting
import Testing

// The code samples of the Coordinators documentation, compiled and run.

@Observable @MainActor
final class NotesCoordinator: NavigationStackCoordinator, ModalPresenter, AlertPresenter {
  enum Destination: NavigationDestination {
    case note(Note.ID)
    case compose
  }

  var path: [Destination] = []
  var modalCover: ModalCoverModel<Destination>?
  var alertModel: AlertModel?

  static func rootView(with coordinator: NotesCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Notes") {
      Text("All notes")
    }
  }

  func scene(for destination: Destination) -> some View {
    switch destination {
    case .note(let id): Text("Note \(id)")
    case .compose: Text("New note")
    }
  }

  func title(for destination: Destination) -> String {
    switch destination {
    case .note: "Note"
    case .compose: "New note"
    }
  }
}

@Observable @MainActor
final class MainTabs: TabCoordinator {
  enum Tab: Hashable, CaseIterable { case notes, archive }

  var selectedTab = Tab.notes
  let notes = NotesCoordinator()
  let archive = NotesCoordinator()

  static func rootView(with coordinator: MainTabs) -> some View {
    TabViewFlow(coordinator: coordinator) { tab in
      switch tab {
      case .notes: NotesCoordinator.rootView(with: coordinator.notes)
      case .archive: NotesCoordinator.rootView(with: coordinator.archive)
      }
    }
  }

  func stack(for tab: Tab) -> (any NavigationStackCoordinator)? {
    tab == .notes ? notes : archive
  }

  func title(forTab tab: Tab) -> String { tab == .notes ? "Notes" : "Archive" }
}

enum AppVariant {
  case signedOut(NotesCoordinator)
  case signedIn(MainTabs)
}

@Observable @MainActor
final class AppCoordinator: VariantCoordinator {
  var variant = AppVariant.signedOut(NotesCoordinator())

  static func rootView(with coordinator: AppCoordinator) -> some View {
    VariantFlow(coordinator: coordinator) { variant in
      switch variant {
      case .signedOut(let flow): NotesCoordinator.rootView(with: flow)
      case .signedIn(let tabs): MainTabs.rootView(with: tabs)
      }
    }
  }

  func signIn() { switchTo(.signedIn(MainTabs())) }
}

@MainActor
final class NoteFlow: FlowProvider {
  enum Destination: NavigationDestination {
    case note(Note.ID)
    case edit(Note.ID)
  }

  let navigation: FlowNavigation<Destination>

  init(navigation: FlowNavigation<Destination>) {
    self.navigation = navigation
  }

  func open(_ id: Note.ID) { navigate(to: .note(id)) }
  func edit(_ id: Note.ID) { present(modal: .edit(id), type: .sheet) }

  func scene(for destination: Destination) -> some View {
    switch destination {
    case .note(let id): Text("Note \(id)")
    case .edit(let id): Text("Editing note \(id)")
    }
  }

  func title(for destination: Destination) -> String {
    switch destination {
    case .note: "Note"
    case .edit: "Edit"
    }
  }

  func onModalDismiss() {
    // The editor sheet this flow presented has gone.
  }
}

@Observable @MainActor
final class SearchCoordinator: NavigationStackCoordinator, ModalPresenter, AlertPresenter {
  enum Destination: NavigationDestination {
    case note(NoteFlow.Destination)
  }

  var path: [Destination] = []
  var modalCover: ModalCoverModel<Destination>?
  var alertModel: AlertModel?
  @ObservationIgnored lazy var notes = NoteFlow(navigation: .embedded(in: self, as: Destination.note))

  static func rootView(with coordinator: SearchCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Search") { Text("Search notes") }
  }

  func scene(for destination: Destination) -> some View {
    switch destination {
    case .note(let inner): notes.scene(for: inner)
    }
  }

  func title(for destination: Destination) -> String {
    switch destination {
    case .note(let inner): notes.title(for: inner)
    }
  }
}

enum NoteListEvent: Equatable {
  case open(Note.ID)
  case compose
}

@MainActor
protocol NoteListComponentModelProtocol: ComponentModel where Event == NoteListEvent {
  var notes: [Note] { get }
  var selectedID: Note.ID? { get set }
  func open(_ id: Note.ID)
  func compose()
}

struct NoteListComponent<Model: NoteListComponentModelProtocol>: View {
  @StateObject var model: Model

  init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  var body: some View {
    List(model.notes, selection: Binding(model, \.selectedID), onSubmit: { model.open($0.id) }) { note in
      Text(note.title)
    }
    .onKey(.character("n"), hint: "new note") { model.compose() }
  }
}

@Observable @MainActor
final class NoteListComponentModel: NoteListComponentModelProtocol {
  let onEvent: (NoteListEvent) -> Void
  var selectedID: Note.ID?
  @ObservationIgnored private let cache: DataCache<NotesState>

  init(cache: DataCache<NotesState>, onEvent: @escaping (NoteListEvent) -> Void) {
    self.cache = cache
    self.onEvent = onEvent
  }

  var notes: [Note] { cache.value.notes }
  func open(_ id: Note.ID) { onEvent(.open(id)) }
  func compose() { onEvent(.compose) }
}

@Observable @MainActor
final class NoteListComponentModelMock: NoteListComponentModelProtocol {
  var onEvent: (NoteListEvent) -> Void = { _ in }
  var notes: [Note] = [Note(id: 1, title: "Groceries")]
  var selectedID: Note.ID?
  func open(_ id: Note.ID) { onEvent(.open(id)) }
  func compose() { onEvent(.compose) }
}

@MainActor
func noteListScene(cache: DataCache<NotesState>, coordinator: NotesCoordinator) -> some View {
  NoteListComponent(
    model: NoteListComponentModel(cache: cache) { [weak coordinator] event in
      switch event {
      case .open(let id): coordinator?.navigate(to: .note(id))
      case .compose: coordinator?.present(modal: .compose, type: .sheet)
      }
    })
}

/// A stack with a settings screen, for the misuse sample.
@Observable @MainActor
final class SettingsStack: NavigationStackCoordinator {
  enum Destination: NavigationDestination {
    case settings
  }
  var path: [Destination] = []
  static func rootView(with coordinator: SettingsStack) -> some View { Text("root") }
  func scene(for destination: Destination) -> some View { Text("settings") }
}

@MainActor
@Suite("Coordinators documentation samples")
struct NavigationSamples {
  @Test("the stack sample navigates, presents and shows alerts")
  func stack() {
    let notes = NotesCoordinator()
    var deleted = 0
    func deleteNote() { deleted += 1 }
    notes.navigate(to: .note(1))
    notes.present(modal: .compose, type: .sheet)
    notes.dismissModal()
    notes.pop()
    #expect(notes.path.isEmpty && notes.modalCover == nil)
    notes.alertModel = AlertModel(
      title: "Delete note?", message: "This cannot be undone.",
      primaryAction: .init("Delete", role: .destructive) { _ in deleteNote() },
      secondaryAction: .init("Keep", role: .cancel))
    let harness = HeadlessHarness(width: 50, height: 10) { NotesCoordinator.rootView(with: notes) }
    #expect(harness.screen.contains("Delete note?"))
    harness.press(.enter)
    #expect(deleted == 0, "the safe button is the default")
    notes.alertModel = AlertModel(
      title: "Delete note?", primaryAction: .init("Delete", role: .destructive) { _ in deleteNote() },
      secondaryAction: .init("Keep", role: .cancel))
    harness.press(.character("y"))
    #expect(deleted == 1)
  }

  @Test("tabs, variants and the flow provider")
  func flows() {
    let app = AppCoordinator()
    app.signIn()
    guard case .signedIn(let tabs) = app.variant else {
      Issue.record("should be signed in")
      return
    }
    tabs.notes.navigate(to: .note(3))
    tabs.select(.archive)
    tabs.select(.notes)
    #expect(tabs.notes.path == [.note(3)])
    let search = SearchCoordinator()
    search.notes.open(5)
    search.notes.edit(5)
    #expect(search.path == [.note(.note(5))])
    #expect(search.modalCover?.destination == .note(.edit(5)))
    let screen = HeadlessRenderer.render(SearchCoordinator.rootView(with: search), width: 50, height: 10)
    #expect(screen.contains("Editing note 5"))
  }

  @Test("the scene's model follows the coordinator's events")
  func scene() {
    let cache = DataCache(value: NotesState(notes: [Note(id: 1, title: "Groceries")]))
    let coordinator = NotesCoordinator()
    let harness = HeadlessHarness(width: 40, height: 6) {
      noteListScene(cache: cache, coordinator: coordinator)
    }
    harness.press(.enter)
    #expect(coordinator.path == [.note(1)])
    harness.press(.character("n"))
    #expect(coordinator.modalCover?.destination == .compose)
    let mock = NoteListComponentModelMock()
    #expect(
      HeadlessRenderer.render(NoteListComponent(model: mock), width: 30, height: 2).contains("Groceries"))
  }

  @Test("misuse is recorded, not a crash")
  func misuse() {
    let coordinator = SettingsStack()
    let misuses = recordNavigationMisuse {
      coordinator.pop(to: .settings)
    }
    #expect(misuses == [.popToAbsentDestination("settings")])
  }
}

/// A note's detail, whose model confirms a deletion with its own alert.
@Observable @MainActor
final class NoteDetailModel: AlertPresenter {
  var alertModel: AlertModel?
  private(set) var deleted = false
  func confirmDelete() {
    alertModel = AlertModel(
      title: "Delete note?",
      primaryAction: .init("Delete", role: .destructive) { [weak self] _ in self?.deleted = true },
      secondaryAction: .init("Keep", role: .cancel))
  }
}

struct NoteDetailComponent: View {
  let model: NoteDetailModel
  var body: some View {
    VStack { Button("Delete") { model.confirmDelete() } }
      .alert(presentedBy: model)
  }
}

@MainActor
@Test("a component model's alert is drawn over its component")
func componentAlert() {
  let model = NoteDetailModel()
  let harness = HeadlessHarness(width: 40, height: 8) { NoteDetailComponent(model: model) }
  harness.press(.enter)
  #expect(harness.screen.contains("Delete note?"))
  harness.press(.character("y"))
  #expect(model.deleted)
}

/// A service a scene model calls, for the `SceneTasks` sample.
protocol ChecklistService: Sendable {
  func toggleDone(_ id: Int) async throws
}

/// A checklist whose toggling fails once it is closed.
actor Checklist: ChecklistService {
  private(set) var done: Set<Int> = []
  var isClosed = false
  func toggleDone(_ id: Int) async throws {
    if isClosed { throw ChecklistClosed() }
    if done.remove(id) == nil { done.insert(id) }
  }
  func close() { isClosed = true }
}

struct ChecklistClosed: Error {}

/// A scene model whose work the scene owns.
@Observable @MainActor
final class ChecklistModel {
  var errorMessage: String?
  @ObservationIgnored let service: any ChecklistService
  @ObservationIgnored let tasks: SceneTasks

  init(service: any ChecklistService, work: WorkTracker) {
    self.service = service
    self.tasks = SceneTasks(tracker: work)
  }

  func toggleDone(_ id: Int) {
    tasks.run { [service] in
      try await service.toggleDone(id)
    } failed: { [weak self] error in
      self?.errorMessage = "\(error)"
    }
  }

  func toggleInOrder(_ id: Int) {
    tasks.queue { [service] in
      try await service.toggleDone(id)
    } failed: { [weak self] error in
      self?.errorMessage = "\(error)"
    }
  }
}

/// A checklist that notes when each change starts and ends, and lets others run in between.
actor LoggingChecklist: ChecklistService {
  private(set) var log: [String] = []
  func toggleDone(_ id: Int) async throws {
    log.append("start \(id)")
    await Task.detached {}.value  // a suspension: another call could start here
    log.append("end \(id)")
  }
}

@MainActor
@Test("queued scene work runs one after another, in the order it was queued")
func queuedSceneWork() async {
  let work = WorkTracker()
  let checklist = LoggingChecklist()
  let model = ChecklistModel(service: checklist, work: work)
  model.toggleInOrder(1)
  model.toggleInOrder(2)
  model.toggleInOrder(3)
  await work.idle()
  #expect(await checklist.log == ["start 1", "end 1", "start 2", "end 2", "start 3", "end 3"])
  #expect(model.errorMessage == nil)
}

struct ChecklistView: View {
  let model: ChecklistModel
  var body: some View {
    Button("Done") { model.toggleDone(1) }
  }
}

@MainActor
@Test("scene work is owned by its model and awaited through the tracker")
func sceneWork() async {
  let work = WorkTracker()
  let checklist = Checklist()
  let model = ChecklistModel(service: checklist, work: work)
  let harness = HeadlessHarness(width: 20, height: 1) { ChecklistView(model: model) }
  harness.press(.enter)  // saves, in the background
  await work.idle()  // … and now it is saved
  #expect(await checklist.done == [1])
  await checklist.close()
  model.toggleDone(1)
  await work.idle()
  #expect(model.errorMessage == "ChecklistClosed()")
}
