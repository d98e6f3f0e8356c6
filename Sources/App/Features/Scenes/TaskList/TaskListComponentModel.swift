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
  /// Filters offered (empty for a list without filters), with their counts.
  var filters: [(filter: InboxFilter, count: Int)] { get }
  var filter: InboxFilter { get }
  /// The order the tasks are shown in (empty: the list's own); the table's header and its
  /// keys set it.
  var sortOrder: [TaskOrder] { get set }
  /// Whether the rows show their project (the Inbox's do; a project's list does not).
  var showsProjects: Bool { get }
  var tasks: [TaskItem] { get }
  var today: Day { get }
  var selectedID: TaskItem.ID? { get set }
  var isLoading: Bool { get }
  var errorMessage: String? { get }
  func project(for task: TaskItem) -> Project?
  func selectFilter(offsetBy offset: Int)
  func toggleDone(_ id: TaskItem.ID)
  /// Edits the notes of task `id` in the user's editor (`E`).
  func editNotes(_ id: TaskItem.ID)
  func open(_ id: TaskItem.ID)
  func create()
  func retry()
}

/// The live task list, derived from the cache: the Inbox (all, today, overdue, done) or
/// one project's tasks.
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
  public var selectedID: TaskItem.ID?
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
  @ObservationIgnored private var memo:
    (
      source: [TaskItem], projects: [Project], filter: InboxFilter, order: TaskOrder?, today: Day,
      result: [TaskItem]
    )?
  @ObservationIgnored private var countsMemo: (source: [TaskItem], today: Day, counts: [InboxFilter: Int])?

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

  public var today: Day { Day(now()) }

  public var filters: [(filter: InboxFilter, count: Int)] {
    guard scope == .inbox else { return [] }
    let counts = self.counts
    return InboxFilter.allCases.map { ($0, counts[$0] ?? 0) }
  }

  /// How many tasks each filter holds, recomputed only when the tasks or the day change.
  public var counts: [InboxFilter: Int] {
    let state = cache.value
    let today = self.today
    if let countsMemo, countsMemo.today == today, countsMemo.source == state.tasks {
      return countsMemo.counts
    }
    let counts = state.inboxCounts(today: today)
    countsMemo = (state.tasks, today, counts)
    return counts
  }

  /// The tasks shown, recomputed only when the cache's tasks or projects, the filter, the
  /// order or the day change.
  public var tasks: [TaskItem] {
    let state = cache.value
    let today = self.today
    if let memo, memo.filter == filter, memo.order == order, memo.today == today, memo.source == state.tasks,
      memo.projects == state.projects
    {
      return memo.result
    }
    var order = self.order
    if order?.key == .project {
      order?.projectNames = Dictionary(
        state.projects.map { ($0.id, $0.name) }, uniquingKeysWith: { first, _ in first })
    }
    let result =
      switch scope {
      case .inbox: state.inbox(filter, today: today).sorted(by: order)
      case .project(let id): state.tasks(inProject: id).sorted(by: order)
      }
    memo = (state.tasks, state.projects, filter, self.order, today, result)
    return result
  }

  public var sortOrder: [TaskOrder] {
    get { order.map { [$0] } ?? [] }
    set {
      order = newValue.first
      sorts[scope] = order
    }
  }

  public var showsProjects: Bool { scope == .inbox }

  /// Loading, or not yet loaded for this user (so an empty list is not shown as "no tasks"
  /// before the first load has finished).
  public var isLoading: Bool {
    let state = cache.value
    return state.isLoading || (state.loadedUserID != state.session?.id && state.loadError == nil)
  }
  public var errorMessage: String? { cache.value.loadError }

  public func project(for task: TaskItem) -> Project? {
    scope == .inbox ? cache.value.project(task.projectID) : nil
  }

  public func selectFilter(offsetBy offset: Int) {
    guard scope == .inbox else { return }
    let all = InboxFilter.allCases
    let index = all.firstIndex(of: filter)!
    filter = all[((index + offset) % all.count + all.count) % all.count]
  }

  public func toggleDone(_ id: TaskItem.ID) {
    work.run { [service] in
      try await service.toggleDone(id)
    } failed: { [notices] in
      notices.post(.failure(message(for: $0)))
    }
  }

  public func editNotes(_ id: TaskItem.ID) {
    guard let task = cache.value.task(id) else { return }
    notesEditing.edit(task, in: work) { [notices] in notices.post(.failure($0)) }
  }

  public func open(_ id: TaskItem.ID) { onEvent(.open(id)) }
  public func create() { onEvent(.create) }

  /// Highlights the task `id` (one just created), showing all tasks if the filter hides it.
  public func reveal(_ id: TaskItem.ID) {
    if scope == .inbox, !tasks.contains(where: { $0.id == id }) { filter = .all }
    selectedID = id
  }

  public func retry() {
    work.run(reload)
  }
}
