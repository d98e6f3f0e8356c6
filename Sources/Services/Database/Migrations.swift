import GRDB

/// The database schema, as versioned migrations. Never edit a shipped migration: add one.
enum Migrations {
  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: users, projects, tasks") { db in
      try db.execute(
        sql: """
          CREATE TABLE users (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            name TEXT NOT NULL,
            email TEXT NOT NULL UNIQUE COLLATE NOCASE,
            password_hash BLOB NOT NULL,
            password_salt BLOB NOT NULL,
            password_iterations INTEGER NOT NULL,
            created_at DATETIME NOT NULL
          );
          CREATE TABLE projects (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            name TEXT NOT NULL,
            created_at DATETIME NOT NULL
          );
          CREATE INDEX projects_by_user ON projects(user_id);
          CREATE TABLE tasks (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            project_id INTEGER REFERENCES projects(id) ON DELETE SET NULL,
            title TEXT NOT NULL,
            notes TEXT NOT NULL DEFAULT '',
            due TEXT,
            priority INTEGER NOT NULL DEFAULT 0,
            done INTEGER NOT NULL DEFAULT 0,
            created_at DATETIME NOT NULL,
            updated_at DATETIME NOT NULL
          );
          CREATE INDEX tasks_by_user ON tasks(user_id, done, due);
          CREATE INDEX tasks_by_project ON tasks(project_id);
          """)
    }
    migrator.registerMigration("v2: full-text search") { db in
      try db.execute(sql: SearchIndexSchema.table)
      try db.execute(sql: "INSERT INTO tasks_fts(rowid, title, notes) SELECT id, title, notes FROM tasks")
      try db.execute(sql: SearchIndexSchema.triggers.values.joined(separator: "\n"))
    }
    migrator.registerMigration("v3: sign-in throttling") { db in
      try db.execute(
        sql: """
          ALTER TABLE users ADD COLUMN failed_sign_ins INTEGER NOT NULL DEFAULT 0;
          ALTER TABLE users ADD COLUMN locked_until DATETIME;
          """)
    }
    migrator.registerMigration("v4: index for paging a user's tasks in id order") { db in
      try db.execute(sql: "CREATE INDEX tasks_by_user_and_id ON tasks(user_id, id)")
    }
    migrator.registerMigration("v5: sign-in throttling per attempted email") { db in
      // Replaces the per-account lock of v3 (its columns stay, unused): attempts are counted
      // per email digest, whether or not an account has that email.
      try db.execute(
        sql: """
          CREATE TABLE sign_in_attempts (
            email_key BLOB PRIMARY KEY,
            failures INTEGER NOT NULL,
            last_failure_at DATETIME NOT NULL,
            retry_after DATETIME
          );
          CREATE INDEX sign_in_attempts_by_time ON sign_in_attempts(last_failure_at);
          """)
    }
    migrator.registerMigration("v6: sessions kept per OS user") { db in
      // A remembered sign-in: only the token's SHA-256 is stored, so a copy of the database
      // cannot sign anyone in; the OS user it was issued to must present it.
      try db.execute(
        sql: """
          CREATE TABLE sessions (
            token_hash BLOB PRIMARY KEY,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            os_user TEXT NOT NULL,
            created_at DATETIME NOT NULL
          );
          CREATE INDEX sessions_by_user ON sessions(user_id);
          """)
    }
    migrator.registerMigration("v7: navigation state per user") { db in
      try db.execute(
        sql: """
          CREATE TABLE navigation_state (
            user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
            state TEXT NOT NULL,
            saved_at DATETIME NOT NULL
          );
          """)
    }
    migrator.registerMigration("v8: each task list's order per user") { db in
      try db.execute(
        sql: """
          CREATE TABLE list_sorts (
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            list TEXT NOT NULL,
            sort TEXT NOT NULL,
            PRIMARY KEY (user_id, list)
          ) WITHOUT ROWID;
          """)
    }
    migrator.registerMigration("v9: each user's appearance") { db in
      try db.execute(
        sql: """
          CREATE TABLE user_settings (
            user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
            theme TEXT
          );
          """)
    }
    migrator.registerMigration("v10: the words of task titles, for the palette") { db in
      // A view of the search index's words in order, no data of its own: the palette finds a
      // task by a word prefix in a few index pages, where a prefix MATCH reads every match.
      try db.execute(sql: SearchIndexSchema.words)
    }
    migrator.registerMigration("v11: the task lists' orders as indexed columns, and counts by index") { db in
      // The lists' keys as generated columns (computed when read, stored only in the
      // indexes): SQLite serves a row-value range (`(a, b) > (?, ?)`, a page after a row)
      // from an index over columns, not over expressions. See `TaskListKey+SQL.swift`.
      try db.execute(
        sql: """
          ALTER TABLE tasks ADD COLUMN due_key TEXT GENERATED ALWAYS AS (COALESCE(due, '9999-99-99')) VIRTUAL;
          ALTER TABLE tasks ADD COLUMN rank_key INTEGER GENERATED ALWAYS AS (3 - priority) VIRTUAL;
          ALTER TABLE tasks ADD COLUMN newest_key INTEGER GENERATED ALWAYS AS (-id) VIRTUAL;
          ALTER TABLE tasks ADD COLUMN title_key TEXT COLLATE NOCASE GENERATED ALWAYS AS (title) VIRTUAL;
          CREATE INDEX tasks_inbox_order ON tasks(user_id, done, due_key, rank_key, newest_key);
          CREATE INDEX tasks_inbox_by_due ON tasks(user_id, done, due_key, id);
          CREATE INDEX tasks_inbox_by_title ON tasks(user_id, done, title_key, id);
          CREATE INDEX tasks_inbox_by_priority ON tasks(user_id, done, priority, id);
          CREATE INDEX tasks_project_order ON tasks(project_id, done, due_key, rank_key, newest_key);
          CREATE INDEX tasks_open_by_project ON tasks(user_id, done, project_id);
          """)
    }
    migrator.registerMigration(TaskCountsSchema.migration) { db in
      // The sign-in counts sum a few buckets instead of walking one index entry per task
      // (90 ms for All at a million tasks). See `TaskCountsSchema`.
      for table in TaskCountsSchema.tables {
        try db.execute(sql: table.create)
        try db.execute(sql: table.fill)
      }
      try db.execute(
        sql: TaskCountsSchema.triggers.sorted { $0.key < $1.key }.map(\.value).joined(separator: "\n"))
      // v11's index for counting open tasks per project: nothing reads it now, and every
      // change of a task's done, project or user paid for keeping it.
      try db.execute(sql: "DROP INDEX tasks_open_by_project")
    }
    migrator.registerMigration("v13: each task's project name, for the order by project") { db in
      try db.execute(sql: ProjectKeySchema.migration)
    }
    migrator.registerMigration("v14: each user's undo history") { db in
      // One row per change (not one text per user, as the navigation state): a change appends
      // a row instead of rewriting the whole history, and two instances on one account each
      // add their own without overwriting the other's.
      try db.execute(
        sql: """
          CREATE TABLE undo_steps (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
            undone INTEGER NOT NULL DEFAULT 0,
            step TEXT NOT NULL,
            saved_at DATETIME NOT NULL
          );
          CREATE INDEX undo_steps_by_user ON undo_steps(user_id, id);
          """)
    }
    return migrator
  }
}
