#if DEBUG
  import Observation
  import Services

  /// A project picker for previews, snapshots and tests.
  @Observable @MainActor
  public final class MoveToProjectComponentModelMock: MoveToProjectComponentModelProtocol {
    public var onEvent: (MoveToProjectEvent) -> Void = { _ in }
    public var choices: [Project?]
    public var currentProjectID: Project.ID?
    public var selection = 0

    public init(projects: [Project], currentProjectID: Project.ID? = nil) {
      choices = [nil] + projects.map { Optional($0) }
      self.currentProjectID = currentProjectID
    }

    public func choose(_ index: Int) {}
    public func createProject() { onEvent(.createProject) }
  }
#endif
