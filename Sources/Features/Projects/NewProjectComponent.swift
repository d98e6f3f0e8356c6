import Container
import Coordinators
import Observation
import Services
import TerminalUI

/// What the new-project sheet reports.
public enum NewProjectEvent: Equatable, Sendable {
  case created(Project.ID)
  case cancelled
}

/// What the new-project sheet needs from its model.
@MainActor
public protocol NewProjectComponentModelProtocol: ComponentModel where Event == NewProjectEvent {
  var name: String { get set }
  var errorMessage: String? { get }
  func create()
  func cancel()
}

/// A sheet asking for a project's name.
public struct NewProjectComponent<Model: NewProjectComponentModelProtocol>: View {
  @StateObject var model: Model

  /// The component, showing `model` (made once, when the scene first appears).
  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    VStack(spacing: 1) {
      TextField(
        "Project name", text: Binding(get: { model.name }, set: { model.name = $0 }),
        onSubmit: { model.create() })
      HStack(spacing: 2) {
        Button("Create", role: .primary) { model.create() }
        Button("Cancel") { model.cancel() }
      }
      StatusLine(isLoading: false, error: model.errorMessage)
    }
  }
}

/// The live new-project sheet.
@Observable @MainActor
public final class NewProjectComponentModel: NewProjectComponentModelProtocol {
  public var onEvent: (NewProjectEvent) -> Void = { _ in }
  public var name = ""
  public private(set) var errorMessage: String?
  @ObservationIgnored let container: AppContainer

  public init(container: AppContainer) {
    self.container = container
  }

  public func create() {
    Task {
      do {
        let project = try await container.projects.create(name: name)
        onEvent(.created(project.id))
      } catch {
        errorMessage = message(for: error)
      }
    }
  }

  public func cancel() { onEvent(.cancelled) }
}

/// A new-project sheet model for previews, snapshots and tests.
@Observable @MainActor
public final class NewProjectComponentModelMock: NewProjectComponentModelProtocol {
  public var onEvent: (NewProjectEvent) -> Void = { _ in }
  public var name = ""
  public var errorMessage: String?
  public private(set) var creations = 0

  public init(name: String = "") {
    self.name = name
  }

  public func create() { creations += 1 }
  public func cancel() { onEvent(.cancelled) }
}
