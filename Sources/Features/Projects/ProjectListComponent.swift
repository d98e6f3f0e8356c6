import Container
import Coordinators
import Observation
import Services
import TerminalUI

/// What the project list reports.
public enum ProjectListEvent: Equatable, Sendable {
  case open(Project.ID)
  case create
  case rename(Project.ID)
  case delete(Project.ID)
}

/// What the project list needs from its model.
@MainActor
public protocol ProjectListComponentModelProtocol: ComponentModel where Event == ProjectListEvent {
  var projects: [(project: Project, open: Int)] { get }
  var selectedID: Project.ID? { get set }
  func open(_ id: Project.ID)
  func create()
  func rename(_ id: Project.ID)
  func delete(_ id: Project.ID)
}

/// The user's projects with how many open tasks each has.
public struct ProjectListComponent<Model: ProjectListComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    List(
      model.projects.map(\.project),
      selection: Binding(get: { model.selectedID }, set: { model.selectedID = $0 }),
      emptyText: "No projects yet. Press n to create one.", onSubmit: { model.open($0.id) }
    ) { project in
      HStack {
        Text(project.name)
        Spacer()
        Text("\(model.projects.first { $0.project.id == project.id }?.open ?? 0) open").dim()
      }
    }
    .onKey(.character("n"), hint: "new project") { model.create() }
    .onKey(.character("r"), hint: "rename") { if let id = selected { model.rename(id) } }
    .onKey(.character("d"), hint: "delete") { if let id = selected { model.delete(id) } }
  }

  private var selected: Project.ID? { model.selectedID ?? model.projects.first?.project.id }
}

/// The live project list, derived from the cache.
@Observable @MainActor
public final class ProjectListComponentModel: ProjectListComponentModelProtocol {
  public var onEvent: (ProjectListEvent) -> Void = { _ in }
  public var selectedID: Project.ID?
  @ObservationIgnored let container: AppContainer

  public init(container: AppContainer) {
    self.container = container
  }

  public var projects: [(project: Project, open: Int)] {
    let state = container.cache.value
    var open: [Project.ID: Int] = [:]
    for task in state.tasks where !task.isDone { if let id = task.projectID { open[id, default: 0] += 1 } }
    return state.projects.map { ($0, open[$0.id] ?? 0) }
  }

  public func open(_ id: Project.ID) { onEvent(.open(id)) }
  public func create() { onEvent(.create) }
  public func rename(_ id: Project.ID) { onEvent(.rename(id)) }
  public func delete(_ id: Project.ID) { onEvent(.delete(id)) }
}

/// A project list model for previews, snapshots and tests.
@Observable @MainActor
public final class ProjectListComponentModelMock: ProjectListComponentModelProtocol {
  public var onEvent: (ProjectListEvent) -> Void = { _ in }
  public var projects: [(project: Project, open: Int)]
  public var selectedID: Project.ID?

  public init(projects: [(project: Project, open: Int)]) {
    self.projects = projects
  }

  public func open(_ id: Project.ID) { onEvent(.open(id)) }
  public func create() { onEvent(.create) }
  public func rename(_ id: Project.ID) { onEvent(.rename(id)) }
  public func delete(_ id: Project.ID) { onEvent(.delete(id)) }
}
