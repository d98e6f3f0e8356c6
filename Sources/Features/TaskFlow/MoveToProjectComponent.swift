import Container
import Coordinators
import Observation
import Services
import TerminalUI

/// What the project picker reports.
public enum MoveToProjectEvent: Equatable, Sendable {
  case moved
}

/// What the project picker needs from its model.
@MainActor
public protocol MoveToProjectComponentModelProtocol: ComponentModel where Event == MoveToProjectEvent {
  /// The choices: `nil` means no project.
  var choices: [Project?] { get }
  var currentProjectID: Project.ID? { get }
  var selection: Int { get set }
  var errorMessage: String? { get }
  func choose(_ index: Int)
}

/// A list of projects to move a task to (pushed over the task's detail).
public struct MoveToProjectComponent<Model: MoveToProjectComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack {
      Text("Move the task to:").bold()
      List(
        count: model.choices.count,
        selection: Binding(get: { model.selection }, set: { model.selection = $0 }),
        onSubmit: { model.choose($0) }
      ) { index in
        let project = model.choices[index]
        HStack {
          Text(project?.name ?? "No project")
          if project?.id == model.currentProjectID { Text("(current)").dim() }
        }
      }
      StatusLine(isLoading: false, error: model.errorMessage)
    }
  }
}

/// The live project picker.
@Observable @MainActor
public final class MoveToProjectComponentModel: MoveToProjectComponentModelProtocol {
  public var onEvent: (MoveToProjectEvent) -> Void = { _ in }
  public var selection = 0
  public private(set) var errorMessage: String?
  let taskID: TaskItem.ID
  @ObservationIgnored let container: AppContainer

  public init(taskID: TaskItem.ID, container: AppContainer) {
    self.taskID = taskID
    self.container = container
  }

  public var choices: [Project?] { [nil] + container.cache.value.projects.map { Optional($0) } }
  public var currentProjectID: Project.ID? { container.cache.value.task(taskID)?.projectID }

  public func choose(_ index: Int) {
    guard choices.indices.contains(index) else { return }
    let project = choices[index]?.id
    Task {
      do {
        try await container.tasks.move(taskID, to: project)
        onEvent(.moved)
      } catch {
        errorMessage = message(for: error)
      }
    }
  }
}

/// A project picker for previews, snapshots and tests.
@Observable @MainActor
public final class MoveToProjectComponentModelMock: MoveToProjectComponentModelProtocol {
  public var onEvent: (MoveToProjectEvent) -> Void = { _ in }
  public var choices: [Project?]
  public var currentProjectID: Project.ID?
  public var selection = 0
  public var errorMessage: String?
  public private(set) var chosen: [Int] = []

  public init(projects: [Project], currentProjectID: Project.ID? = nil) {
    choices = [nil] + projects.map { Optional($0) }
    self.currentProjectID = currentProjectID
  }

  public func choose(_ index: Int) { chosen.append(index) }
}
