/// The signed-in user's projects. Results are written into the cache.
///
/// ```swift
/// let home = try await container.projects.create(name: "Home")
/// try await container.projects.rename(home.id, to: "House")
/// ```
public protocol ProjectService: Sendable {
  /// Creates a project (name trimmed, not empty) and adds it to the cache.
  @discardableResult
  func create(name: String) async throws -> Project
  /// Renames one of the user's projects; ``ContentError/notFound`` for anyone else's.
  func rename(_ id: Project.ID, to name: String) async throws
  /// Renames a project from `previous`, the name the user saw: if it has been renamed
  /// elsewhere since (to something other than `name`), nothing changes and
  /// ``RenameConflict`` says what it is called now.
  func rename(_ id: Project.ID, from previous: String, to name: String) async throws
  /// Deletes the project; its tasks stay, without a project. Returns what
  /// ``restore(_:)`` needs to take the deletion back.
  @discardableResult
  func delete(_ id: Project.ID) async throws -> DeletedProject
  /// Puts a deleted project back under its own id, name and creation time, and moves back into
  /// it those of its tasks that still exist and are still in no project (one moved elsewhere
  /// since stays where it is). Restoring a project that is back already changes nothing.
  func restore(_ deleted: DeletedProject) async throws
  /// Loads the user's projects, by name, into the cache.
  @discardableResult
  func loadAll() async throws -> [Project]
}
