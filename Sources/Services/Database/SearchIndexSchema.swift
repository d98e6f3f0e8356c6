import GRDB

/// The full-text index of task titles and notes (FTS5, external content on `tasks`) and the
/// triggers that keep it in step: created by migration v2, checked by `db check` and rebuilt
/// by ``AppDatabase/repairSearchIndex()`` — one definition for all three.
enum SearchIndexSchema {
  static let table = """
    CREATE VIRTUAL TABLE tasks_fts USING fts5(
      title, notes, content='tasks', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
    );
    """

  /// Every word of the index with where it occurs (task, column, position), in word order
  /// (`fts5vocab`, `instance`): a range of words is read without reading every task it matches.
  static let words = "CREATE VIRTUAL TABLE tasks_fts_words USING fts5vocab(tasks_fts, instance);"

  /// Each trigger's name and its `CREATE TRIGGER` statement.
  static let triggers: [String: String] = [
    "tasks_fts_insert": """
    CREATE TRIGGER tasks_fts_insert AFTER INSERT ON tasks BEGIN
      INSERT INTO tasks_fts(rowid, title, notes) VALUES (new.id, new.title, new.notes);
    END;
    """,
    "tasks_fts_delete": """
    CREATE TRIGGER tasks_fts_delete AFTER DELETE ON tasks BEGIN
      INSERT INTO tasks_fts(tasks_fts, rowid, title, notes) VALUES ('delete', old.id, old.title, old.notes);
    END;
    """,
    "tasks_fts_update": """
    CREATE TRIGGER tasks_fts_update AFTER UPDATE OF title, notes ON tasks BEGIN
      INSERT INTO tasks_fts(tasks_fts, rowid, title, notes) VALUES ('delete', old.id, old.title, old.notes);
      INSERT INTO tasks_fts(rowid, title, notes) VALUES (new.id, new.title, new.notes);
    END;
    """,
  ]
}

extension AppDatabase {
  /// Puts the search index right: creates it (and fills it from the tasks) when it is gone,
  /// restores missing triggers, and rebuilds it when it holds another number of tasks than
  /// there are. Returns what it did, one line each (nothing when the index was sound).
  @discardableResult
  public func repairSearchIndex() throws -> [String] {
    try checkIdentity()
    return try writer.write { db in
      var done: [String] = []
      if try !db.tableExists("tasks_fts") {
        try db.execute(sql: SearchIndexSchema.table)
        done.append("created the missing search index")
      }
      done += try db.restoreMissingTriggers(SearchIndexSchema.triggers)
      let tasks = try Int.fetchOne(db, sql: "SELECT count(*) FROM tasks") ?? 0
      let indexed = try Int.fetchOne(db, sql: "SELECT count(*) FROM tasks_fts_docsize") ?? 0
      if tasks != indexed || !done.isEmpty {
        try db.execute(sql: "INSERT INTO tasks_fts(tasks_fts) VALUES ('rebuild')")
        done.append("rebuilt the search index (\(tasks) tasks)")
      }
      return done
    }
  }
}
