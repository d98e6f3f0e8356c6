import GRDB

/// Each task's project name, kept on the task (`tasks.project_key`, `''` for no project) so
/// that a list ordered by project reads its pages from an index (`tasks_inbox_by_project`)
/// instead of sorting every task by a name in another table. Triggers keep it in step when a
/// task is added or moved and when a project is renamed; a project's deletion sets its tasks'
/// `project_id` to NULL, which the move trigger sees. Created by migration v13.
enum ProjectKeySchema {
  /// The name of the project a task row is in, or `''`.
  static func name(of project: String) -> String {
    "COALESCE((SELECT name FROM projects WHERE projects.id = \(project)), '')"
  }

  /// The column, its first values, its index and its triggers.
  static let migration = """
    ALTER TABLE tasks ADD COLUMN project_key TEXT NOT NULL DEFAULT '' COLLATE NOCASE;
    UPDATE tasks SET project_key = \(name(of: "tasks.project_id")) WHERE project_id IS NOT NULL;
    CREATE INDEX tasks_inbox_by_project ON tasks(user_id, done, project_key, id);
    CREATE TRIGGER tasks_project_key_insert AFTER INSERT ON tasks WHEN new.project_id IS NOT NULL BEGIN
      UPDATE tasks SET project_key = \(name(of: "new.project_id")) WHERE id = new.id;
    END;
    CREATE TRIGGER tasks_project_key_move AFTER UPDATE OF project_id ON tasks
    WHEN new.project_id IS NOT old.project_id BEGIN
      UPDATE tasks SET project_key = \(name(of: "new.project_id")) WHERE id = new.id;
    END;
    CREATE TRIGGER projects_name_key AFTER UPDATE OF name ON projects WHEN new.name IS NOT old.name BEGIN
      UPDATE tasks SET project_key = new.name WHERE project_id = new.id;
    END;
    """
}

extension AppDatabase {
  /// Puts each task's kept project name right where it differs from its project's name (a file
  /// changed by another program, or its triggers dropped). Returns what it did, one line (none
  /// when every name was right).
  @discardableResult
  public func repairProjectKeys() throws -> [String] {
    try checkIdentity()
    return try writer.write { db in
      guard try db.columns(in: "tasks").contains(where: { $0.name == "project_key" }) else { return [] }
      let name = ProjectKeySchema.name(of: "tasks.project_id")
      try db.execute(
        sql: "UPDATE tasks SET project_key = \(name) WHERE project_key IS NOT \(name) COLLATE BINARY")
      return db.changesCount > 0 ? ["put back the project names kept on \(db.changesCount) task(s)"] : []
    }
  }
}
