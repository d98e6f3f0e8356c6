/// How many tasks each Inbox filter holds on a day, and how many open tasks each project
/// holds: read by SQL when the user signs in (and when the day changes), then kept up to date
/// from each change (``apply(_:)``), never counted again from the tasks.
///
/// ```swift
/// let badge = state.counts.inbox[.today, default: 0]
/// ```
public struct TaskCounts: Equatable, Sendable {
  /// The day the Today and Overdue counts are for.
  public var day: Day
  /// How many tasks are under each filter on ``day``.
  public var inbox: [InboxFilter: Int]
  /// How many open tasks each project holds; projects without any are absent.
  public var openByProject: [Project.ID: Int]

  /// Counts for `day` (none counted yet: every filter at 0).
  public init(day: Day, inbox: [InboxFilter: Int] = [:], openByProject: [Project.ID: Int] = [:]) {
    self.day = day
    self.inbox = Dictionary(uniqueKeysWithValues: InboxFilter.allCases.map { ($0, inbox[$0] ?? 0) })
    self.openByProject = openByProject.filter { $0.value != 0 }
  }

  /// Counts `change`: the task before it out, the task after it in.
  public mutating func apply(_ change: TaskChange) {
    if let before = change.before { add(before, -1) }
    if let after = change.after { add(after, 1) }
  }

  private mutating func add(_ task: TaskItem, _ delta: Int) {
    for filter in InboxFilter.allCases where filter.includes(task, today: day) {
      inbox[filter, default: 0] += delta
    }
    guard !task.isDone, let project = task.projectID else { return }
    let count = openByProject[project, default: 0] + delta
    openByProject[project] = count == 0 ? nil : count
  }

  /// The counts of `tasks` on `day`, counted one by one (what SQL counts at sign-in; tests
  /// compare the kept counts with it).
  public static func counting(_ tasks: [TaskItem], on day: Day) -> TaskCounts {
    var counts = TaskCounts(day: day)
    for task in tasks { counts.add(task, 1) }
    return counts
  }
}
