import Observation

/// What the user said about a `#Name` in a new task's title that no project has: create the
/// project, or keep `#Name` in the title. The answer holds for that name only: a title
/// changed to another `#Name` is asked about again.
@Observable @MainActor
final class NewProjectChoice {
  /// The name answered for.
  var name: String?
  /// Whether the answer was to create it.
  var creates = false

  /// Whether `name` has been answered for.
  func isAnswered(_ name: String) -> Bool { self.name == name }
}
