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
    List(
      model.projects.map(\.project),
      selection: Binding(get: { model.selectedID }, set: { model.selectedID = $0 }),
      emptyText: "No projects yet. Press n to create one.",
      filter: { project, query in project.name.localizedStandardContains(query) },
      onSubmit: { model.open($0.id) }
    ) { project in
      HStack {
        Text(project.name)
        Spacer()
        Text("\(model.projects.first { $0.project.id == project.id }?.open ?? 0) open").dim()
      }
    }
    .keymap(keymap)
  }

  /// The keys this screen answers.
  private var keymap: [KeyCommand] {
    [
      KeyCommand(.character("n"), "new project", help: "Create a project") { model.create() },
      KeyCommand(.character("r"), "rename", help: "Rename the highlighted project") {
        if let id = model.selectedID { model.rename(id) }
      },
      KeyCommand(.character("d"), "delete", help: "Delete the highlighted project (its tasks stay)") {
        if let id = model.selectedID { model.delete(id) }
      },
    ]
  }
}
