import Foundation

/// Why a project or task operation was refused, each with a message for people.
public enum ContentError: Error, Equatable, LocalizedError, Sendable {
  /// A project name that is empty once trimmed.
  case emptyName
  /// A task title that is empty once trimmed.
  case emptyTitle
  /// No such item for the signed-in user (it was deleted, or belongs to someone else).
  case notFound

  public var errorDescription: String? {
    switch self {
    case .emptyName: "A project needs a name"
    case .emptyTitle: "A task needs a title"
    case .notFound: "That item no longer exists"
    }
  }
}
