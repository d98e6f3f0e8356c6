import Foundation
import Services

/// An undo refused because another instance changed, since, a field the undone edit wrote:
/// taking the edit back would overwrite that change, so nothing was undone.
public struct UndoConflict: Error, Equatable, LocalizedError, Sendable {
  /// The fields changed elsewhere since the edit.
  public let fields: [TaskField]

  public var errorDescription: String? {
    let names = fields.map(\.rawValue).joined(separator: ", ")
    return "changed elsewhere since (\(names)); nothing was undone"
  }
}
