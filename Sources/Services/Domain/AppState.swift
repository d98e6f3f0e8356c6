/// The app-wide state held in the `DataCache`: who is signed in and their data.
///
/// Services write into it; component models read it through computed properties (see the
/// helpers in `AppState+Derived.swift` and `InboxFilter.swift`), never copying it.
public struct AppState: Equatable, Sendable {
  /// The signed-in user, or `nil` when signed out.
  public var session: User?
  /// The user's projects, by name.
  public var projects: [Project] = []
  /// The loaded tasks, in id order: the rows of the lists' windows, the last search's results
  /// (``searchResultIDs``), plus the tasks opened or changed on their own lately
  /// (``recentTaskIDs``) — never every task of the user.
  public var tasks: [TaskItem] = []
  /// How many tasks each Inbox filter and each project holds, kept from each change.
  public var counts = TaskCounts(day: Day(year: 1970, month: 1, day: 1))
  /// The shown task lists' windows: a few pages of each, plus its total.
  public var lists: [TaskListKey: TaskWindow] = [:]
  /// The lists in the order they were last read, the latest last (the oldest are dropped
  /// beyond ``AppState/listLimit``).
  public var listRecency: [TaskListKey] = []
  /// Tasks loaded on their own (opened from a route or a search, or just changed), the
  /// latest last; they stay loaded while here, up to ``AppState/recentTaskLimit``.
  public var recentTaskIDs: [TaskItem.ID] = []
  /// The last search's results, best first (at most the 200 a search returns): loaded while
  /// they are the latest results, whatever ``recentTaskLimit`` says.
  public var searchResultIDs: [TaskItem.ID] = []
  /// Whose projects and tasks are fully loaded (`nil` until the first load finishes).
  public var loadedUserID: User.ID?
  /// Whether the user's data is being loaded.
  public var isLoading = false
  /// The last error from loading, shown with a retry.
  public var loadError: String?
  /// How many of the user's tasks are damaged in the file (unreadable values) and not shown.
  public var damagedTaskCount = 0
  /// How many of the user's projects are damaged in the file and not shown.
  public var damagedProjectCount = 0
  /// The theme the signed-in user chose in Settings (`default`, `light`, `dark`); `nil` when
  /// they have not chosen, and the configuration file's theme applies.
  public var themeName: String?

  /// A state with `session` signed in (or nobody) and nothing loaded.
  public init(session: User? = nil) {
    self.session = session
  }
}
