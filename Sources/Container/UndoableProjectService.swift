import DataCache
import Services

/// A project service that records each change in a ``ChangeHistory`` as an ``UndoStep``: a
/// creation (undone by deleting the project), a rename (undone by renaming it back, unless it
/// was renamed elsewhere since), a deletion (undone by restoring the project under its own id,
/// with its tasks back in it).
struct UndoableProjectService: ProjectService {
  let base: any ProjectService
  let cache: DataCache<AppState>
  let history: ChangeHistory

  func create(name: String) async throws -> Project {
    let project = try await base.create(name: name)
    await record(.createdProject(project, deleted: nil))
    return project
  }

  func rename(_ id: Project.ID, to name: String) async throws {
    let before = await cache.value.project(id)?.name
    try await base.rename(id, to: name)
    await recordRename(of: id, from: before)
  }

  func rename(_ id: Project.ID, from previous: String, to name: String) async throws {
    let before = await cache.value.project(id)?.name ?? previous
    try await base.rename(id, from: previous, to: name)
    await recordRename(of: id, from: before)
  }

  func delete(_ id: Project.ID) async throws -> DeletedProject {
    let deleted = try await base.delete(id)
    await record(.deletedProject(deleted))
    return deleted
  }

  func restore(_ deleted: DeletedProject) async throws { try await base.restore(deleted) }

  func loadAll() async throws -> [Project] { try await base.loadAll() }

  /// Records a rename of project `id` from `before` to the name the cache now has (none when
  /// the name did not change).
  @MainActor
  private func recordRename(of id: Project.ID, from before: String?) {
    guard let before, let after = cache.value.project(id)?.name, after != before else { return }
    history.record(.renamedProject(id, from: before, to: after))
  }

  @MainActor
  private func record(_ step: UndoStep) {
    history.record(step)
  }
}
