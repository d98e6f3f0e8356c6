import DataCache
import Foundation
import GRDB

extension SQLiteTaskService {
  public func loadCounts() async throws {
    let userID = try await context.userID()
    let day = Day(context.now())
    _ = try await context.readCurrent(
      for: userID, prepare: { _ in () },
      read: { db, _ in try TaskCounts.fetch(db, userID: userID, day: day) }
    ) { cache, counts in
      cache.change { state in
        let dayChanged = state.counts.day != counts.day
        state.counts = counts
        if dayChanged { state.dropDayLists() }
      }
    }
  }

  public func loadPage(of key: TaskListKey, around position: Int) async throws {
    let userID = try await context.userID()
    let today = Day(context.now())
    _ = try await context.readCurrent(
      for: userID,
      prepare: { state in
        let window = state.lists[key]
        let edges = (window?.ids.first.flatMap(state.task), window?.ids.last.flatMap(state.task))
        return (window, state.projectNames, edges)
      },
      read: { db, taken in
        let (window, names, edges) = taken
        return try Self.page(
          db, of: key, around: position, window: window, edges: edges, userID: userID, today: today,
          names: names)
      }
    ) { cache, page in
      cache.batch { cache in
        cache.change { $0.receive(page.rows.elements, at: page.start, total: page.total, for: key) }
        // Damaged rows are skipped (and counted) as the pages that hold them are read.
        if page.rows.damaged > cache.value.damagedTaskCount {
          cache.update(\.damagedTaskCount, with: page.rows.damaged)
        }
      }
    }
  }

  /// The page of `key` that holds `position`: the one after (before) the window by keyset
  /// when `position` is just past its end (before its start), else one around `position` by
  /// `OFFSET` (a jump: SQLite counts the rows before it, which is acceptable for a key press).
  static func page(
    _ db: Database, of key: TaskListKey, around position: Int, window: TaskWindow?,
    edges: (first: TaskItem?, last: TaskItem?), userID: Int64, today: Day, names: [Project.ID: String]
  ) throws -> (rows: Decoded<TaskItem>, start: Int, total: Int) {
    let size = TaskWindow.pageSize
    if let window, let last = edges.last, position >= window.end, position < window.end + size {
      let rows = try key.fetchDecodedPage(
        db, userID: userID, today: today, projectNames: names, after: last, limit: size)
      return (rows, window.end, endingAt(window.end, rows, limit: size) ?? window.total)
    }
    if let window, let first = edges.first, position < window.start, position >= window.start - size {
      let rows = try key.fetchDecodedPage(
        db, userID: userID, today: today, projectNames: names, after: first, backwards: true, limit: size)
      return (rows, window.start - rows.elements.count, window.total)
    }
    let total = try key.fetchCount(db, userID: userID, today: today)
    let start = max(0, min(position - size / 2, total - size))
    let rows = try key.fetchDecodedPage(
      db, userID: userID, today: today, projectNames: names, limit: size, offset: start)
    return (rows, start, endingAt(start, rows, limit: size) ?? total)
  }

  /// Where the list ends when a page read from `start` on came back short (the last page):
  /// after its last row that could be read. Damaged rows are counted in SQL's totals but never
  /// shown, so without this they would leave placeholders at the list's end that no page fills.
  static func endingAt(_ start: Int, _ rows: Decoded<TaskItem>, limit: Int) -> Int? {
    rows.elements.count + rows.damaged < limit ? start + rows.elements.count : nil
  }

  @MainActor
  public func loadFirstPageNow(of key: TaskListKey) {
    let state = context.cache.value
    guard let userID = state.session?.id else { return }
    let today = Day(context.now())
    let names = state.projectNames
    guard
      let page = try? context.database.writer.read({ db in
        try Self.page(
          db, of: key, around: 0, window: nil, edges: (nil, nil), userID: userID, today: today, names: names)
      })
    else { return }
    context.cache.change { $0.receive(page.rows.elements, at: page.start, total: page.total, for: key) }
  }

  public func load(_ id: TaskItem.ID) async throws -> TaskItem? {
    let userID = try await context.userID()
    let task = try await context.database.read { db in try TaskItem.fetch(db, id: id, userID: userID) }
    if let task { await context.apply(for: userID) { cache in cache.change { $0.keep(task) } } }
    return task
  }

  public func reloadShown() async throws {
    let userID = try await context.userID()
    let day = Day(context.now())
    let (shown, recent, results, names) = await MainActor.run {
      let state = context.cache.value
      return (
        state.lists.map { ($0.key, $0.value.start) }, state.recentTaskIDs, state.searchResultIDs,
        state.projectNames
      )
    }
    // One read, one cache change: the screen goes from the old lists to the new ones at once.
    let (counts, pages, kept, found) = try await context.database.read { db in
      let counts = try TaskCounts.fetch(db, userID: userID, day: day)
      let pages = try shown.map { key, start in
        (
          key,
          try Self.page(
            db, of: key, around: start + TaskWindow.pageSize / 2, window: nil, edges: (nil, nil),
            userID: userID,
            today: day, names: names)
        )
      }
      let kept = try recent.compactMap { try TaskItem.fetch(db, id: $0, userID: userID) }
      let found = try results.compactMap { try TaskItem.fetch(db, id: $0, userID: userID) }
      return (counts, pages, kept, found)
    }
    await context.apply(for: userID) { cache in
      cache.change { state in
        state.counts = counts
        state.recentTaskIDs = []
        state.searchResultIDs = []
        state.dropLists()
        state.showSearchResults(found)
        for task in kept { state.keep(task) }
        for (key, page) in pages {
          state.receive(page.rows.elements, at: page.start, total: page.total, for: key)
        }
      }
    }
  }

}
