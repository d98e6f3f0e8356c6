import Foundation

/// A project as it was when it was deleted, and the tasks it held then: what
/// ``ProjectService/restore(_:)`` needs to put it back (same id, name and creation time) with
/// its tasks in it again.
public struct DeletedProject: Codable, Equatable, Sendable {
  /// The project, under its own id.
  public var project: Project
  /// When it was created.
  public var createdAt: Date
  /// The tasks that were in it (they stayed, without a project).
  public var taskIDs: [TaskItem.ID]

  /// A deleted project's record.
  public init(project: Project, createdAt: Date, taskIDs: [TaskItem.ID]) {
    self.project = project
    self.createdAt = createdAt
    self.taskIDs = taskIDs
  }
}
