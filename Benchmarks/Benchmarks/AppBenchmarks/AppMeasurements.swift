import Benchmark
import Container
import Features
import Foundation
import GRDB
import Routing
import Services
import TerminalUI

/// Launch → the first Inbox frame: a new app each iteration (open the file, resume the
/// remembered sign-in, load what the first screen needs, build, draw, encode).
@MainActor
func measureLaunch(_ benchmark: Benchmark, _ fixture: Fixture) async {
  for _ in benchmark.scaledIterations {
    benchmark.startMeasurement()
    guard let session = try? await launch(fixture) else { return benchmark.error("could not launch") }
    var encoder = FrameEncoder()
    let bytes = frame(session, &encoder)
    benchmark.stopMeasurement()
    blackHole(bytes)
    end(session)
  }
}

/// A key pressed in the launched app (through its host, as the terminal delivers it), the
/// work it started finished (a write, the cache's update, a lookup), then the next frame drawn,
/// diffed against the last and encoded. `keys` are pressed in turn, one per iteration, in an
/// app launched once for the row (`prepare` run on it first, unmeasured). `undo`, if any, is
/// pressed after each measured key, unmeasured, with its work and each frame: every iteration
/// then finds the app and its data as the first did, and the fixture is left as it was found.
@MainActor
func measureKeys(
  _ benchmark: Benchmark, _ fixture: Fixture, clock: any Clock<Duration> = ContinuousClock(),
  keys: [Key], undo: [Key] = [], prepare: @MainActor (AppRun) throws -> Void = { _ in }
) async {
  guard let app = try? await RunningApp.forRow(benchmark.name, fixture, clock: clock, prepare: prepare) else {
    return benchmark.error("could not launch")
  }
  for _ in benchmark.scaledIterations {
    let key = keys[app.step % keys.count]
    app.step += 1
    benchmark.startMeasurement()
    let bytes = await app.pressAndDraw(key)
    benchmark.stopMeasurement()
    blackHole(bytes)
    for key in undo { _ = await app.pressAndDraw(key) }
  }
}

/// The palette opened over the Inbox (`:`) and its frame; closed again (Esc) unmeasured.
@MainActor
func measurePaletteOpen(_ benchmark: Benchmark, _ fixture: Fixture) async {
  guard let app = try? await RunningApp.forRow(benchmark.name, fixture) else {
    return benchmark.error("could not launch")
  }
  for _ in benchmark.scaledIterations {
    benchmark.startMeasurement()
    let bytes = await app.pressAndDraw(.character(":"))
    benchmark.stopMeasurement()
    blackHole(bytes)
    guard app.session.palette.isOpen else { return benchmark.error("the palette did not open") }
    _ = await app.pressAndDraw(.escape)
  }
}

/// Floor of Space → screen: one SQLite UPDATE of one row (through the app's own connection,
/// so the app does not reload; its statement prepared once, as the app's are: preparing an
/// UPDATE of `tasks` compiles its triggers), then one frame of the same screen, diffed and
/// encoded.
@MainActor
func measureUpdateFloor(_ benchmark: Benchmark, _ fixture: Fixture) async {
  // Kept across samples, as the rows it is the floor of keep theirs: a new app per sample
  // measured its first write (the statement compiled) and first frames instead.
  guard let app = try? await RunningApp.forRow(benchmark.name, fixture) else {
    return benchmark.error("could not launch")
  }
  let writer = app.session.container.database.writer
  for _ in benchmark.scaledIterations {
    benchmark.startMeasurement()
    try? await writer.write { db in
      try db.cachedStatement(sql: "UPDATE tasks SET done = NOT done, updated_at = ? WHERE id = 2")
        .execute(arguments: [Date()])
    }
    let bytes = app.draw()
    benchmark.stopMeasurement()
    blackHole(bytes)
  }
}

/// Floor of launch: SQLite reading the 50 rows a screen shows, in an index's order (the
/// newest 50 of the user's tasks), every column decoded.
@MainActor
func measureRowsFloor(_ benchmark: Benchmark, _ fixture: Fixture) async {
  guard let database = try? OpenDatabases.database(at: fixture.path) else {
    return benchmark.error("could not open")
  }
  for _ in benchmark.scaledIterations {
    benchmark.startMeasurement()
    let rows = try? await database.writer.read { db in
      try Row.fetchAll(
        db,
        sql: """
          SELECT id, title, notes, due, priority, done, project_id, created_at, updated_at FROM tasks
          WHERE user_id = 1 ORDER BY id DESC LIMIT 50
          """
      ).map { ($0[0] as Int64, $0[1] as String, $0[2] as String, $0[3] as String?, $0[5] as Bool) }
    }
    benchmark.stopMeasurement()
    blackHole(rows)
  }
}

/// Floor of search: the search's SQL alone (prefix terms, bm25 over the newest 2,000 matches,
/// 200 results, as the search scene asks), the rows decoded, nothing else — for the same
/// queries as the search row: the text after each of ``typedQueries`` (`k`, `ka`, `kal`,
/// `kalo`, `kal`, …, and nothing to search for once the word is taken back), one per
/// iteration, so floor and row average the same mix of short and long prefixes.
@MainActor
func measureSearchFloor(_ benchmark: Benchmark, _ fixture: Fixture) async {
  guard let database = try? OpenDatabases.database(at: fixture.path) else {
    return benchmark.error("could not open")
  }
  let queries = searchQueriesTyped
  for _ in benchmark.scaledIterations {
    // Its own count from 0, as the search row's keys: both go through the same queries.
    let query = queries[searchFloorStep % queries.count]
    searchFloorStep += 1
    benchmark.startMeasurement()
    guard let query else {
      benchmark.stopMeasurement()
      continue
    }
    let rows = await runSearchSQL(query, in: database)
    benchmark.stopMeasurement()
    blackHole(rows)
  }
}

/// The search's SQL for `query`, as the search scene runs it (prefix terms, bm25 over the
/// newest 2,000 matches, 200 results), the rows decoded to what the scene keeps.
@MainActor
func runSearchSQL(_ query: String, in database: AppDatabase) async -> [(Int64, String)]? {
  try? await database.writer.read { db in
    try Row.fetchAll(
      db,
      sql: """
        SELECT tasks.id, tasks.title, tasks.notes, tasks.due, tasks.priority, tasks.done, tasks.project_id
        FROM tasks JOIN (
          SELECT tasks_fts.rowid AS id, bm25(tasks_fts, 10.0, 1.0) AS score
          FROM tasks_fts JOIN tasks AS owned ON owned.id = tasks_fts.rowid
          WHERE tasks_fts MATCH ? AND owned.user_id = 1
          ORDER BY tasks_fts.rowid DESC LIMIT 2000
        ) AS ranked ON ranked.id = tasks.id
        WHERE tasks.user_id = 1 ORDER BY ranked.score, tasks.id DESC LIMIT 200
        """, arguments: [query]
    ).map { ($0[0] as Int64, $0[1] as String) }
  }
}

/// The search overhead's metrics, in nanoseconds, one value per key: the key → results less
/// its SQL, and of that the frame alone (built, drawn, diffed and encoded).
let searchOverheadMetric = BenchmarkMetric.custom("key → results, less its SQL (ns)", useScalingFactor: false)
let searchFrameMetric = BenchmarkMetric.custom("of which the frame (ns)", useScalingFactor: false)

/// What a search key costs beyond its SQL: for each key of ``typedQueries``, the search's SQL
/// for the query the field then holds (as ``measureSearchFloor``, but on the app's own
/// connection: the one its search reads through) run once unmeasured, then timed alone, then
/// the key in the app (as the search row: the key, the debounce not waited, the query, the
/// cache, the frame), then the SQL alone again; the key less the mean of the two SQL times is
/// one value, and the frame's own time another.
///
/// Why so: the pair's two SQL times differ by chance, by up to milliseconds at 100k and 1M
/// where a query takes 10 to 70 ms, and the median of a few dozen such differences moved by
/// ±0.4 ms from run to run. Run first, the query warms the connection's cache, so the key's SQL
/// and the two beside it read the same pages the same way; around the key, the two cancel a
/// drift of the machine's speed. A difference below 0 (the SQL alone slower, by chance) counts
/// as 0: only the lowest values are touched, never the median.
@MainActor
func measureSearchOverhead(_ benchmark: Benchmark, _ fixture: Fixture) async {
  guard
    let app = try? await RunningApp.forRow(
      benchmark.name, fixture, clock: NoWaitClock(),
      prepare: {
        try $0.coordinator.open(Route(["search"]))
      })
  else {
    return benchmark.error("could not launch")
  }
  let database = app.session.container.database
  let clock = ContinuousClock()
  for _ in benchmark.scaledIterations {
    let index = app.step % typedQueries.count
    app.step += 1
    let sql = { () async -> Duration in
      guard let query = searchQueriesTyped[index] else { return .zero }
      let start = clock.now
      blackHole(await runSearchSQL(query, in: database))
      return start.duration(to: clock.now)
    }
    _ = await sql()
    let before = await sql()
    let start = clock.now
    await app.press(typedQueries[index])
    let drawing = clock.now
    blackHole(app.draw())
    let end = clock.now
    let after = await sql()
    benchmark.measurement(searchFrameMetric, nanoseconds(drawing.duration(to: end)))
    let floor = (nanoseconds(before) + nanoseconds(after)) / 2
    benchmark.measurement(searchOverheadMetric, max(0, nanoseconds(start.duration(to: end)) - floor))
  }
}

/// `duration` in whole nanoseconds.
func nanoseconds(_ duration: Duration) -> Int {
  Int(duration.components.seconds) * 1_000_000_000 + Int(duration.components.attoseconds / 1_000_000_000)
}

/// How many queries the search floor has run (its sequence goes on across samples).
@MainActor var searchFloorStep = 0

/// The FTS5 query the search field holds after each of ``typedQueries`` (each word a quoted
/// prefix term, as the app writes it); `nil` where the field holds no word (the app then runs
/// no query).
let searchQueriesTyped: [String?] = {
  var text = ""
  return typedQueries.map { key in
    switch key.code {
    case .character(let character): text.append(character)
    case .backspace: _ = text.popLast()
    default: break
    }
    let words = text.split { !$0.isLetter && !$0.isNumber }
    return words.isEmpty ? nil : words.map { "\"\($0)\"*" }.joined(separator: " ")
  }
}()

/// The palette's lookup alone: the task service's title search (the index's words, the window
/// ranked), for the words typed one key at a time.
@MainActor
func measureTitleSearch(_ benchmark: Benchmark, _ fixture: Fixture) async {
  guard let app = try? await RunningApp.forRow(benchmark.name, fixture) else {
    return benchmark.error("could not launch")
  }
  let prefixes = ["k", "ka", "kal", "kalo", "m", "mi", "mis", "mise", "p", "pa", "pay", "pay r", "pay ru"]
  for _ in benchmark.scaledIterations {
    let query = prefixes[app.step % prefixes.count]
    app.step += 1
    benchmark.startMeasurement()
    let found = try? await app.session.container.tasks.titleSearch(query, limit: 50)
    benchmark.stopMeasurement()
    blackHole(found)
  }
}

/// Floor of every frame: an empty 200×50 screen, drawn and encoded from scratch.
@MainActor
func measureEmptyFrame(_ benchmark: Benchmark) {
  let host = ViewHost { EmptyView() }
  for _ in benchmark.scaledIterations {
    benchmark.startMeasurement()
    var encoder = FrameEncoder()
    let bytes = encoder.encode(host.render(size: screen))
    benchmark.stopMeasurement()
    blackHole(bytes)
  }
}
