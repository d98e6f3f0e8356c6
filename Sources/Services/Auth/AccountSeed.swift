/// A new account with its projects and tasks, created in one transaction by
/// ``AppDatabase/create(_:hasher:now:)``: all of it or, when anything fails (a full disk),
/// none of it.
public struct AccountSeed: Sendable {
  /// One of the account's tasks.
  public struct Item: Sendable {
    /// The task (its `projectID` is not read: ``project`` names the project).
    public var draft: TaskDraft
    /// The name of the project (one of the seed's ``AccountSeed/projects``) it is in, if any.
    public var project: String?
    /// Whether it is done.
    public var isDone: Bool

    /// A task `draft` in the project named `project`, done or not.
    public init(_ draft: TaskDraft, project: String? = nil, isDone: Bool = false) {
      self.draft = draft
      self.project = project
      self.isDone = isDone
    }
  }

  /// The account's name.
  public var name: String
  /// The account's email.
  public var email: String
  /// The account's password.
  public var password: String
  /// The names of the account's projects.
  public var projects: [String]
  /// The account's tasks.
  public var items: [Item]

  /// An account named `name`, signing in with `email` and `password`, with these projects and tasks.
  public init(name: String, email: String, password: String, projects: [String], items: [Item]) {
    self.name = name
    self.email = email
    self.password = password
    self.projects = projects
    self.items = items
  }
}
