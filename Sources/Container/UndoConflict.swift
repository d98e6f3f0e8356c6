import Foundation
import Services

/// An undo (or a redo) refused because another instance changed, since, what the change wrote:
/// taking it back would overwrite that change, so nothing was undone.
public struct UndoConflict: Error, Equatable, LocalizedError, Sendable {
  /// The task fields changed elsewhere since the edit (none for a project).
  public let fields: [TaskField]
  /// The project's name now, when it was renamed elsewhere since.
  public let renamedTo: String?

  /// A conflict over task fields `fields`.
  public init(fields: [TaskField]) {
    self.fields = fields
    renamedTo = nil
  }

  /// A conflict over a project renamed elsewhere to `renamedTo`.
  public init(renamedTo: String) {
    fields = []
    self.renamedTo = renamedTo
  }

  public var errorDescription: String? {
    if let renamedTo { return "renamed elsewhere to “\(renamedTo)” since; nothing was undone" }
    let names = fields.map(\.rawValue).joined(separator: ", ")
    return "changed elsewhere since (\(names)); nothing was undone"
  }
}
