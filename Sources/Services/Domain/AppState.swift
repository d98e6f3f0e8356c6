/// The app-wide state held in the `DataCache`: who is signed in and their data.
public struct AppState: Equatable, Sendable {
  /// The signed-in user, or `nil` when signed out.
  public var session: User?
  /// The user's projects, by name.
  public var projects: [Project] = []
  /// The user's tasks.
  public var tasks: [TaskItem] = []
  /// Whether the user's data is being loaded.
  public var isLoading = false
  /// The last error from loading, shown with a retry.
  public var loadError: String?

  public init(session: User? = nil) {
    self.session = session
  }

  /// The task with `id`, if loaded.
  public func task(_ id: TaskItem.ID) -> TaskItem? {
    tasks.first { $0.id == id }
  }

  /// The project with `id`, if loaded.
  public func project(_ id: Project.ID?) -> Project? {
    guard let id else { return nil }
    return projects.first { $0.id == id }
  }
}
