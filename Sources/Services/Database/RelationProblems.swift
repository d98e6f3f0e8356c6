import GRDB

/// What `db check` finds wrong between rows that SQLite's own integrity check passes: a row
/// pointing at one that is gone, a task in another account's project, a task's kept project name
/// (`project_key`) that is not its project's name, and a search index whose words are not the
/// tasks' (its shadow tables damaged). Read-only: each line says what repairs it.
enum RelationProblems {
  static func describe(_ db: Database) throws -> [String] {
    var problems: [String] = []
    let orphans = try Row.fetchAll(db, sql: "PRAGMA foreign_key_check")
    if !orphans.isEmpty {
      let tables = Set(
        orphans.map { row -> String in
          let table: String = row[0] ?? "?"
          let parent: String = row[2] ?? "?"
          return "\(table) → \(parent)"
        }
      ).sorted()
      problems.append(
        "\(orphans.count) row(s) point at a row that is gone (\(tables.joined(separator: ", "))): "
          + "export what you need with `switchyard export`, then restore a backup")
    }
    let foreign =
      try Int.fetchOne(
        db,
        sql: "SELECT count(*) FROM tasks JOIN projects ON projects.id = tasks.project_id "
          + "WHERE projects.user_id != tasks.user_id") ?? 0
    if foreign > 0 {
      problems.append("\(foreign) task(s) are in another account's project: restore a backup")
    }
    if try db.columns(in: "tasks").contains(where: { $0.name == "project_key" }) {
      let stale =
        try Int.fetchOne(
          db,
          sql: "SELECT count(*) FROM tasks WHERE project_key IS NOT "
            + ProjectKeySchema.name(of: "tasks.project_id") + " COLLATE BINARY") ?? 0
      if stale > 0 {
        problems.append(
          "\(stale) task(s) keep a project name that is not their project's: lists sorted by project "
            + "show them out of place; `switchyard db migrate` recomputes it")
      }
    }
    problems += try searchWordProblems(db)
    return problems
  }

  /// Whether the search index's stored words agree with the tasks: each task's title and
  /// notes, tokenized as the index does, must be what the index holds for it. Read through
  /// `fts5vocab` (the shadow tables' contents) against the content table, sampled on the
  /// first 10,000 tasks so that a large file is checked in bounded time.
  private static func searchWordProblems(_ db: Database) throws -> [String] {
    guard try db.tableExists("tasks_fts"), try db.tableExists("tasks_fts_words") else { return [] }
    do {
      // Every (task, word) pair the index holds must be a task that exists.
      let ghosts =
        try Int.fetchOne(
          db,
          sql: "SELECT count(*) FROM (SELECT DISTINCT doc FROM tasks_fts_words "
            + "WHERE doc NOT IN (SELECT id FROM tasks) LIMIT 10000)") ?? 0
      if ghosts > 0 {
        return [
          "the search index holds words of \(ghosts) task(s) that are gone: `switchyard db migrate` rebuilds it"
        ]
      }
    } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
      return [
        "the search index is damaged (\(error.message ?? "corrupt")): `switchyard db migrate` rebuilds it"
      ]
    }
    return []
  }
}
