#if DEBUG
  import Observation
  import Services

  /// A settings model for previews, snapshots and tests.
  @Observable @MainActor
  public final class SettingsComponentModelMock: SettingsComponentModelProtocol {
    public var onEvent: (SettingsEvent) -> Void = { _ in }
    public var user: User?
    public var openTasks = 0
    public var doneTasks = 0
    public var projectCount = 0
    public var databasePath = "/tmp/switchyard.sqlite"
    public var themeName: String?

    public init(user: User?) {
      self.user = user
    }

    public func changePassword() { onEvent(.changePassword) }
    public func signOut() { onEvent(.signOut) }
    public func export() { onEvent(.export) }
    public func chooseTheme(_ name: String) {
      themeName = name
      onEvent(.chooseTheme(name))
    }
  }
#endif
