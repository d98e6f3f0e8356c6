import Container
import Coordinators
import Observation
import Services

/// The live task list, derived from the cache: the Inbox (all, today, overdue, done) or
/// one project's tasks.
@Observable @MainActor
public final class TaskListComponentModel: TaskListComponentModelProtocol {
  /// Which tasks the list shows.
  public enum Scope: Equatable, Sendable {
    case inbox
    case project(Project.ID)
  }

  public var onEvent: (TaskListEvent) -> Void = { _ in }
  public private(set) var filter = InboxFilter.all
  public var selectedID: TaskItem.ID?
  public private(set) var actionError: String?
  let scope: Scope
  @ObservationIgnored let container: AppContainer
  @ObservationIgnored private var memo:
    (source: [TaskItem], filter: InboxFilter, today: Day, result: [TaskItem])?
  @ObservationIgnored private var countsMemo: (source: [TaskItem], today: Day, counts: [InboxFilter: Int])?

  public init(scope: Scope, container: AppContainer) {
    self.scope = scope
    self.container = container
  }

  public var today: Day { container.today }

  public var filters: [(filter: InboxFilter, count: Int)] {
    guard scope == .inbox else { return [] }
    let counts = self.counts
    return InboxFilter.allCases.map { ($0, counts[$0] ?? 0) }
  }

  /// How many tasks each filter holds, recomputed only when the tasks or the day change.
  public var counts: [InboxFilter: Int] {
    let source = container.cache.value.tasks
    let today = self.today
    if let countsMemo, countsMemo.today == today, countsMemo.source == source { return countsMemo.counts }
    let counts = source.counts(today: today)
    countsMemo = (source, today, counts)
    return counts
  }

  /// The tasks shown, recomputed only when the cache's tasks, the filter or the day change.
  public var tasks: [TaskItem] {
    let source = container.cache.value.tasks
    if let memo, memo.filter == filter, memo.today == today, memo.source == source { return memo.result }
    let result: [TaskItem]
    switch scope {
    case .inbox:
      result = source.filtered(filter, today: today)
    case .project(let id):
      result = source.filter { $0.projectID == id }.sorted(by: Self.projectOrder)
    }
    memo = (source, filter, today, result)
    return result
  }

  public var isLoading: Bool { container.cache.value.isLoading }
  public var errorMessage: String? { actionError ?? container.cache.value.loadError }

  public func project(for task: TaskItem) -> Project? {
    scope == .inbox ? container.cache.value.project(task.projectID) : nil
  }

  public func selectFilter(offsetBy offset: Int) {
    guard scope == .inbox else { return }
    let all = InboxFilter.allCases
    let index = all.firstIndex(of: filter)!
    filter = all[((index + offset) % all.count + all.count) % all.count]
  }

  public func toggleDone(_ id: TaskItem.ID) {
    actionError = nil
    Task {
      do {
        try await container.tasks.toggleDone(id)
      } catch {
        actionError = message(for: error)
      }
    }
  }

  public func open(_ id: TaskItem.ID) { onEvent(.open(id)) }
  public func create() { onEvent(.create) }

  public func retry() {
    actionError = nil
    Task { await container.loadUserData() }
  }
}

extension TaskListComponentModel {
  /// Open tasks before done ones, each in Inbox order.
  static func projectOrder(_ lhs: TaskItem, _ rhs: TaskItem) -> Bool {
    lhs.isDone != rhs.isDone ? !lhs.isDone : TaskItem.inboxOrder(lhs, rhs)
  }
}
