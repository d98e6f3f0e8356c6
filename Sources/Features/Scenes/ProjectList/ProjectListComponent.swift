import Services
import TerminalUI

/// The user's projects with how many open tasks each has.
public struct ProjectListComponent<Model: ProjectListComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    ComponentStateView(model.state) { projects in
      list(projects)
    }
    .keymap(keymap, in: AppKeymaps.Projects.keymap)
  }

  /// The projects, each with how many open tasks it has.
  private func list(_ projects: [(project: Project, open: Int)]) -> some View {
    let openCounts = Dictionary(
      projects.map { ($0.project.id, $0.open) }, uniquingKeysWith: { first, _ in first })
    return List(
      projects.map(\.project),
      selection: Binding(get: { model.selectedID }, set: { model.selectedID = $0 }),
      filter: { project, query in WordFilter.matches(query, [project.name]) },
      onSubmit: { model.open($0.id) }
    ) { project in
      HStack {
        Text(project.name)
        Spacer()
        Text("\(openCounts[project.id] ?? 0) open").foregroundStyle(.muted)
      }
    }
  }

  /// The keys this screen answers.
  private var keymap: [KeyCommand] {
    [
      KeyCommand(AppKeymaps.Projects.create) { model.create() },
      KeyCommand(AppKeymaps.Projects.rename) {
        if let id = model.selectedID { model.rename(id) }
      },
      KeyCommand(AppKeymaps.Projects.delete) {
        if let id = model.selectedID { model.delete(id) }
      },
      KeyCommand(AppKeymaps.Projects.retry) { model.retry() },
    ]
  }
}
