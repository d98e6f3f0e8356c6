import Foundation

extension AppDatabase {
  /// Creates `seed`'s account, its projects and its tasks, made at `now`, in one transaction:
  /// all of them or — a full disk, an email that has an account — none. The account's
  /// password is hashed with `hasher`; nobody is signed in. Returns the new account, or nil
  /// when `seed`'s email has one already (nothing is written then).
  ///
  /// The rows are those the services write (the same checks and statements), and the triggers
  /// keep the search index, the counts and each task's project name in step as for them.
  public func create(_ seed: AccountSeed, hasher: any PasswordHashing, now: Date) async throws -> User? {
    let account = try NewAccount(name: seed.name, email: seed.email, password: seed.password, hasher: hasher)
    let projects = try seed.projects.map(SQLiteProjectService.validated)
    let items = try seed.items.map { item in
      var item = item
      item.draft = try SQLiteTaskService.validated(item.draft)
      return item
    }
    do {
      return try await write { db in
        let user = try account.insert(db, now: now)
        var ids: [String: Project.ID] = [:]
        for (given, name) in zip(seed.projects, projects) {
          ids[given] = try SQLiteProjectService.insert(name: name, userID: user.id, now: now, db: db).id
        }
        for item in items {
          var draft = item.draft
          draft.projectID = item.project.flatMap { ids[$0] }
          _ = try SQLiteTaskService.insert(draft, userID: user.id, now: now, done: item.isDone, db: db)
        }
        return user
      }
    } catch AuthError.emailTaken {
      return nil
    }
  }
}
