import Foundation

/// A local account.
public struct User: Sendable, Equatable, Hashable, Identifiable {
  /// The account's row id.
  public let id: Int64
  /// The display name.
  public var name: String
  /// The sign-in email, lowercased.
  public var email: String

  /// A user value (services create them; tests and mocks may too).
  public init(id: Int64, name: String, email: String) {
    self.id = id
    self.name = name
    self.email = email
  }
}

/// A group of tasks.
public struct Project: Sendable, Equatable, Hashable, Identifiable, Codable {
  /// The project's row id.
  public let id: Int64
  /// The project's name.
  public var name: String

  /// A project value.
  public init(id: Int64, name: String) {
    self.id = id
    self.name = name
  }
}

/// How urgent a task is.
public enum Priority: Int, Sendable, CaseIterable, Comparable, CustomStringConvertible, Codable {
  case none = 0, low, medium, high

  public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The lowercase name: `none`, `low`, `medium`, `high`.
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
public struct TaskItem: Sendable, Equatable, Hashable, Identifiable, Codable {
  /// The task's row id (ascending in creation order).
  public let id: Int64
  /// The title (never empty).
  public var title: String
  /// Free-form notes, searched with the title.
  public var notes: String
  /// The day it is due, if any.
  public var due: Day?
  /// How urgent it is.
  public var priority: Priority
  /// Whether it is done.
  public var isDone: Bool
  /// The project it belongs to, if any.
  public var projectID: Project.ID?
  /// When it was created (to the millisecond).
  public var createdAt: Date
  /// When it last changed (to the millisecond).
  public var updatedAt: Date

  /// A task value (services create them; tests and mocks may too).
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
  /// The title; trimmed, and refused when empty.
  public var title: String
  /// Free-form notes.
  public var notes: String
  /// The day it is due, if any.
  public var due: Day?
  /// How urgent it is.
  public var priority: Priority
  /// The project (one of the user's) it belongs to, if any.
  public var projectID: Project.ID?

  /// A draft with the given fields.
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
