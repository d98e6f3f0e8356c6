import Coordinators
import DataCache
import Foundation
import Observation
import Services
import TerminalUI

/// What a task list reports.
public enum TaskListEvent: Equatable, Sendable {
  case open(TaskItem.ID)
  case create
}

/// What a task list needs from its model.
@MainActor
public protocol TaskListComponentModelProtocol: ComponentModel where Event == TaskListEvent {
  /// The rows' collection: the live model's pages in a window of the list (``TaskRows``), a
  /// mock's array.
  associatedtype Rows: RandomAccessCollection where Rows.Element == TaskItem, Rows.Index == Int
  /// Filters offered (empty for a list without filters), with their counts.
  var filters: [(filter: InboxFilter, count: Int)] { get }
  var filter: InboxFilter { get }
  /// The order the tasks are shown in (empty: the list's own); the table's header and its
  /// keys set it.
  var sortOrder: [TaskOrder] { get set }
  /// What the table's `/` filter holds: ``tasks`` are the list's tasks matching it (the live
  /// model asks the database, so the whole list is filtered, not only its loaded rows).
  var filterText: String { get set }
  /// Whether the rows show their project (the Inbox's do; a project's list does not).
  var showsProjects: Bool { get }
  /// The rows shown, in order (placeholders where a page is still being read).
  var tasks: Rows { get }
  var today: Day { get }
  var selectedID: TaskItem.ID? { get set }
  /// The highlighted row's task, once read (nil: none, or a placeholder): a wide terminal
  /// shows it beside the list.
  var highlightedTask: TaskItem? { get }
  /// The name of the highlighted task's project (nil: none).
  var highlightedProjectName: String? { get }
  var isLoading: Bool { get }
  var errorMessage: String? { get }
  /// The projects' names by id, for the rows' Project column.
  var projectNames: [Project.ID: String] { get }
  /// The list is shown (its first page is read if the cache has none).
  func appear()
  /// The table shows the rows at `rows` (positions in the list): the model reads the pages
  /// they need, and the next one when they near the loaded window's edge.
  func rowsShown(_ rows: Range<Int>)
  func selectFilter(offsetBy offset: Int)
  func toggleDone(_ id: TaskItem.ID)
  /// Edits the notes of task `id` in the user's editor (`E`).
  func editNotes(_ id: TaskItem.ID)
  func open(_ id: TaskItem.ID)
  func create()
  func retry()
}

/// The live task list, derived from the cache: the Inbox (all, today, overdue, done) or
/// one project's tasks. It shows the cache's window of the list (``TaskRows``) and asks the
/// service for the pages the table reads; the filters' counts are the cache's, kept from
/// each change.
@Observable @MainActor
public final class TaskListComponentModel: TaskListComponentModelProtocol {
  /// Which tasks the list shows.
  public enum Scope: Hashable, Sendable {
    case inbox
    case project(Project.ID)
  }

  public let onEvent: (TaskListEvent) -> Void
  public private(set) var filter = InboxFilter.all
  /// The list's order, nil for its own (kept in ``ListSorts`` for the next time the list is
  /// shown).
  public private(set) var order: TaskOrder?
  /// The table's `/` filter: part of the list's key, so a filtered list is its own window,
  /// read (and counted) through SQL — in the background, since a short prefix can match most
  /// of a million tasks: until it arrives the table shows no rows and says it is searching
  /// (not the rows from before, which a Space in the same burst of keys would act on).
  public var filterText = "" {
    didSet {
      guard filterText != oldValue, cache.value.isSignedIn, cache.value.lists[key] == nil else { return }
      requestPage(around: 0, of: key)
    }
  }
  /// The selected row's id as the table last set it (a placeholder's while its page loads).
  private var selection: TaskItem.ID?
  let scope: Scope
  @ObservationIgnored let cache: DataCache<AppState>
  @ObservationIgnored let service: any TaskService
  @ObservationIgnored let now: @Sendable () -> Date
  @ObservationIgnored let reload: @MainActor () async -> Void
  @ObservationIgnored let work: SceneTasks
  @ObservationIgnored let sorts: ListSorts
  @ObservationIgnored let notesEditing: NotesEditing
  /// Where a failed action is told (as a notice).
  @ObservationIgnored let notices: NoticeCenter
  /// The pages asked for and not arrived yet (a list and a page number each).
  @ObservationIgnored var pagesInFlight: Set<PageRequest> = []
  /// The pages whose read failed (an unreadable file): not asked for again by the rows shown,
  /// only when the list changes or the user retries — else every frame would ask again.
  @ObservationIgnored var failedPages: Set<PageRequest> = []
  /// The latest position asked for while two pages were already in flight.
  @ObservationIgnored var deferredPosition: (key: TaskListKey, position: Int)?
  /// The day whose counts were asked for (once per day).
  @ObservationIgnored var countsRequested: Day?
  /// The rows the table last said it shows (``rowsShown(_:)``).
  @ObservationIgnored var shownRows = 0..<0

  /// A list of `scope`'s tasks from `cache`, changed through `tasks`; `reload` loads the
  /// user's data again after a failed load; `editor` edits notes (by default in the running
  /// terminal); a failed action is posted to `notices`.
  public init(
    scope: Scope, cache: DataCache<AppState>, tasks: any TaskService, now: @escaping @Sendable () -> Date,
    reload: @escaping @MainActor () async -> Void, work: WorkTracker, sorts: ListSorts,
    editor: ExternalEditor = ExternalEditor(), notices: NoticeCenter = NoticeCenter(),
    onEvent: @escaping (TaskListEvent) -> Void
  ) {
    self.notices = notices
    self.notesEditing = NotesEditing(editor: editor, service: tasks)
    self.scope = scope
    self.sorts = sorts
    order = sorts[scope]
    self.cache = cache
    self.service = tasks
    self.now = now
    self.reload = reload
    self.work = SceneTasks(tracker: work)
    self.onEvent = onEvent
  }

  public var today: Day { Day.today(at: now()) }

  public var filters: [(filter: InboxFilter, count: Int)] {
    guard scope == .inbox else { return [] }
    let counts = self.counts
    return InboxFilter.allCases.map { ($0, counts[$0] ?? 0) }
  }

  /// How many tasks each filter holds: the cache's counts (asked for again when the day
  /// changed).
  public var counts: [InboxFilter: Int] {
    let state = cache.value
    refreshIfDayChanged(state)
    return state.counts.inbox
  }

  /// The list shown: its scope (the filter, or the project), its order and the `/` filter's
  /// text.
  public var key: TaskListKey {
    switch scope {
    case .inbox: TaskListKey(.inbox(filter), order: order, titleFilter: filterText)
    case .project(let id): TaskListKey(.project(id), order: order, titleFilter: filterText)
    }
  }

  /// The rows shown: the list's window in the cache. Reading them reads nothing from the
  /// database: the first page is read when the list is shown (``appear()``) or its filter or
  /// order changes, the others as the table says which rows it shows (``rowsShown(_:)``). A
  /// window missing here (the cache dropped it: the day changed, another user signed in) is
  /// asked for in the background.
  public var tasks: TaskRows {
    let state = cache.value
    let key = self.key
    refreshIfDayChanged(state)
    if state.lists[key] == nil, state.isSignedIn { requestPage(around: 0, of: key) }
    return TaskRows(window: state.lists[key] ?? TaskWindow(total: 0, start: 0, ids: []), state: state)
  }

  /// The selected row's id; a placeholder's becomes its task's once the page is read, and an
  /// id no longer in the list reads as none (the table then selects the row now in its place).
  public var selectedID: TaskItem.ID? {
    get {
      guard let selection, let window = cache.value.lists[key] else { return nil }
      if selection < 0 {
        let position = Int(-selection - 1)
        return window.id(at: position) ?? (position < window.total ? selection : nil)
      }
      return window.ids.contains(selection) ? selection : nil
    }
    set { selection = newValue }
  }

  public var sortOrder: [TaskOrder] {
    get { order.map { [$0] } ?? [] }
    set {
      order = newValue.first
      sorts[scope] = order
      listChanged()
    }
  }

  public var showsProjects: Bool { scope == .inbox }

  /// Loading, or not yet loaded for this user (so an empty list is not shown as "no tasks"
  /// before the first load has finished).
  public var isLoading: Bool {
    let state = cache.value
    return state.isLoading || (state.loadedUserID != state.session?.id && state.loadError == nil)
      || (state.isSignedIn && state.lists[key] == nil)
  }
  public var errorMessage: String? { cache.value.loadError }

  public var projectNames: [Project.ID: String] {
    scope == .inbox ? cache.value.projectNames : [:]
  }

  public var highlightedTask: TaskItem? { selectedID.flatMap { cache.value.task($0) } }

  public var highlightedProjectName: String? {
    highlightedTask?.projectID.flatMap { cache.value.projectNames[$0] }
  }

  public func selectFilter(offsetBy offset: Int) {
    guard scope == .inbox else { return }
    let all = InboxFilter.allCases
    let index = all.firstIndex(of: filter)!
    filter = all[((index + offset) % all.count + all.count) % all.count]
    listChanged()
  }

  public func toggleDone(_ id: TaskItem.ID) {
    guard id >= 0 else { return }
    selectReplacement(ofLeaving: id)
    // In order, each after the last: Spaces in one read act as Spaces typed one by one.
    work.queue { [service] in
      try await service.toggleDone(id)
    } failed: { [notices] in
      notices.post(.failure(message(for: $0)))
    }
  }

  /// Selects the row that takes task `id`'s place when toggling it takes it out of the list
  /// (marked done in a list of open tasks), before the write lands: the next key acts on that
  /// row, as it would once the screen caught up. A burst of Spaces (a held key, a slow link)
  /// then marks one row after another, as Spaces typed slowly do, instead of toggling the
  /// first row back and forth.
  private func selectReplacement(ofLeaving id: TaskItem.ID) {
    let state = cache.value
    let key = self.key
    guard var toggled = state.task(id), let window = state.lists[key],
      let index = window.ids.firstIndex(of: id)
    else { return }
    toggled.isDone.toggle()
    guard !key.includes(toggled, today: today) else { return }
    // The row after it moves up into its place; the list's last row's goes to the one before.
    // The row after not loaded (the window's edge): the table selects the row in its place
    // once it has left.
    if index + 1 < window.ids.count {
      selection = window.ids[index + 1]
    } else if window.end >= window.total, index > 0 {
      selection = window.ids[index - 1]
    }
  }

  public func editNotes(_ id: TaskItem.ID) {
    guard id >= 0, let task = cache.value.task(id) else { return }
    notesEditing.edit(task, in: work) { [notices] in notices.post(.failure($0)) }
  }

  public func open(_ id: TaskItem.ID) {
    if id >= 0 { onEvent(.open(id)) }
  }
  public func create() { onEvent(.create) }

  /// Highlights the task `id` (one just created), showing all tasks if the filter hides it.
  public func reveal(_ id: TaskItem.ID) {
    let state = cache.value
    if let task = state.task(id), !key.includes(task, today: today) {
      filterText = ""
      if scope == .inbox, !key.includes(task, today: today) { filter = .all }
      listChanged()
    }
    selection = id
  }

  public func retry() {
    failedPages = []
    work.run(reload)
  }
}
