import Services

extension UndoStep {
  /// The services an undo or a redo writes through: the app's own, not the recording ones
  /// (taking a change back is not a new change).
  struct Services: Sendable {
    let tasks: any TaskService
    let projects: any ProjectService
  }

  /// Takes the change back; returns the step as a redo needs it. An edit goes back through the
  /// same field-wise merge as an edit from another copy: only the fields it changed, and
  /// nothing when another instance changed one of them since (``UndoConflict``).
  func undo(with services: Services) async throws -> UndoStep {
    switch self {
    case .createdTask(let task):
      try await services.tasks.delete(task.id)
    case .editedTask(let before, let after):
      try await Self.merge(after.id, from: after, to: before, services)
    case .markedDone(let id, _, let done):
      try await services.tasks.setDone(id, !done)
    case .movedTask(let id, _, let from, _):
      try await services.tasks.move(id, to: from?.id)
    case .deletedTask(let task):
      try await services.tasks.restore(task)
    case .createdProject(let project, _):
      return .createdProject(project, deleted: try await services.projects.delete(project.id))
    case .renamedProject(let id, let from, let to):
      try await Self.rename(id, from: to, to: from, services)
    case .deletedProject(let deleted):
      try await services.projects.restore(deleted)
    }
    return self
  }

  /// Makes the change again after an undo; returns the step as the next undo needs it.
  func redo(with services: Services) async throws -> UndoStep {
    switch self {
    case .createdTask(let task):
      try await services.tasks.restore(task)
    case .editedTask(let before, let after):
      try await Self.merge(after.id, from: before, to: after, services)
    case .markedDone(let id, _, let done):
      try await services.tasks.setDone(id, done)
    case .movedTask(let id, _, _, let to):
      try await services.tasks.move(id, to: to?.id)
    case .deletedTask(let task):
      try await services.tasks.delete(task.id)
    case .createdProject(let project, let deleted):
      if let deleted { try await services.projects.restore(deleted) }
      return .createdProject(project, deleted: nil)
    case .renamedProject(let id, let from, let to):
      try await Self.rename(id, from: from, to: to, services)
    case .deletedProject(let deleted):
      return .deletedProject(try await services.projects.delete(deleted.project.id))
    }
    return self
  }

  /// Puts `from`'s fields back to `to`'s where they still hold `from`'s values.
  private static func merge(
    _ id: TaskItem.ID, from: TaskItem, to: TaskItem, _ services: Services
  ) async throws {
    do {
      try await services.tasks.edit(id, from: TaskDraft(from), to: TaskDraft(to), keepingMine: false)
    } catch let conflict as EditConflict {
      throw UndoConflict(fields: conflict.fields)
    }
  }

  /// Renames a project from the name this change left it with; one renamed elsewhere since is
  /// left alone.
  private static func rename(
    _ id: Project.ID, from: String, to: String, _ services: Services
  ) async throws {
    do {
      try await services.projects.rename(id, from: from, to: to)
    } catch let conflict as RenameConflict {
      throw UndoConflict(renamedTo: conflict.current)
    }
  }
}
