import Services
import TerminalUI

/// A list of projects to move a task to (pushed over the task's detail).
public struct MoveToProjectComponent<Model: MoveToProjectComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    // Read once a frame, not per row: finding the task's project searches the cache.
    let choices = model.choices
    let current = model.currentProjectID
    VStack {
      Text("Move the task to:").bold()
      List(
        count: choices.count,
        selection: Binding(get: { model.selection }, set: { model.selection = $0 }),
        onSubmit: { model.choose($0) }
      ) { index in
        let project = choices[index]
        HStack {
          Text(project?.name ?? "No project")
          if project?.id == current { Text("(current)").foregroundStyle(.muted) }
        }
      }
    }
    .keymap(
      [KeyCommand(AppKeymaps.MoveToProject.create) { model.createProject() }],
      in: AppKeymaps.MoveToProject.keymap)
  }
}
