import Foundation

/// A local account.
public struct User: Sendable, Equatable, Hashable, Identifiable {
  public let id: Int64
  public var name: String
  public var email: String

  public init(id: Int64, name: String, email: String) {
    self.id = id
    self.name = name
    self.email = email
  }
}

/// A group of tasks.
public struct Project: Sendable, Equatable, Hashable, Identifiable {
  public let id: Int64
  public var name: String

  public init(id: Int64, name: String) {
    self.id = id
    self.name = name
  }
}

/// How urgent a task is.
public enum Priority: Int, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  case none = 0, low, medium, high

  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String {
    switch self {
    case .none: "none"
    case .low: "low"
    case .medium: "medium"
    case .high: "high"
    }
  }
}

/// A task (named `TaskItem` so it never clashes with Swift's `Task`).
public struct TaskItem: Sendable, Equatable, Hashable, Identifiable {
  public let id: Int64
  public var title: String
  public var notes: String
  public var due: Day?
  public var priority: Priority
  public var isDone: Bool
  public var projectID: Project.ID?
  public var createdAt: Date
  public var updatedAt: Date

  public init(
    id: Int64, title: String, notes: String = "", due: Day? = nil, priority: Priority = .none,
    isDone: Bool = false, projectID: Project.ID? = nil, createdAt: Date, updatedAt: Date
  ) {
    self.id = id
    self.title = title
    self.notes = notes
    self.due = due
    self.priority = priority
    self.isDone = isDone
    self.projectID = projectID
    self.createdAt = createdAt
    self.updatedAt = updatedAt
  }
}

/// What a new or edited task should hold.
public struct TaskDraft: Sendable, Equatable {
  public var title: String
  public var notes: String
  public var due: Day?
  public var priority: Priority
  public var projectID: Project.ID?

  public init(
    title: String, notes: String = "", due: Day? = nil, priority: Priority = .none,
    projectID: Project.ID? = nil
  ) {
    self.title = title
    self.notes = notes
    self.due = due
    self.priority = priority
    self.projectID = projectID
  }

  /// The draft of an existing task.
  public init(_ task: TaskItem) {
    self.init(
      title: task.title, notes: task.notes, due: task.due, priority: task.priority, projectID: task.projectID)
  }
}
