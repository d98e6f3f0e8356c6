import Foundation
import Observation
import Testing

@testable import TerminalUI

/// A board whose table's cells read its chores, an observable set of marked chores, and a
/// suffix the view captures (not observable: the table's `inputs`).
@Observable @MainActor
final class ReuseBoard {
  var chores: [Chore]
  var selectedID: Chore.ID?
  var marked: Set<Chore.ID> = []
  var showsPoints = true
  /// Bumped to draw a frame after a change the board does not observe (the suffix).
  var frame = 0

  init(count: Int) {
    chores = (0..<count).map { Chore(id: $0, title: "Chore \($0)", due: nil, points: $0 % 10) }
  }
}

/// What a column captures from outside the board, as an app captures today's date.
@MainActor
final class Suffix {
  var text = "·"
}

/// How many title cells were built.
@MainActor
final class BuildCount {
  var count = 0
}

/// The board's table; with `reusing`, made `reusingUnchangedRows(dependingOn:)` the suffix.
@MainActor
func reuseTable(
  _ board: ReuseBoard, suffix: Suffix, reusing: Bool, builds: BuildCount = BuildCount()
)
  -> some View
{
  _ = board.frame
  let text = suffix.text
  let table = Table(board.chores, selection: Binding(board, \.selectedID)) {
    TableColumn("Title", value: \Chore.title) { chore in
      let _ = builds.count += 1
      Text(chore.title + (board.marked.contains(chore.id) ? " *" : "") + " " + text)
    }
    if board.showsPoints {
      TableColumn("Points", value: \Chore.points) { Text("\($0.points)") }.width(6)
    }
  }
  return VStack {
    if reusing { table.reusingUnchangedRows(dependingOn: text) } else { table }
  }
}

/// A view whose `StateObject` remembers when it was made.
struct MadeAt: View {
  @MainActor final class Serial {
    static var next = 0
    let value: Int
    init() {
      Serial.next += 1
      value = Serial.next
    }
  }
  @StateObject var serial = Serial()
  var body: some View { Text("made \(serial.value)") }
}

/// The board's chores in a `List` whose rows read the marked set (observable) and a suffix the
/// view captures (the list's `inputs`); with `reusing`, made with `reusingUnchangedRows:`.
@MainActor
func reuseList(
  _ board: ReuseBoard, suffix: Suffix, reusing: Bool, builds: BuildCount = BuildCount()
) -> some View {
  _ = board.frame
  let text = suffix.text
  let row = { (chore: Chore) in
    let _ = builds.count += 1
    return Text(chore.title + (board.marked.contains(chore.id) ? " *" : "") + " " + text)
  }
  let filter: @MainActor (Chore, String) -> Bool = { chore, query in chore.title.contains(query) }
  return VStack {
    if reusing {
      List(board.chores, selection: Binding(board, \.selectedID), filter: filter, reusingUnchangedRows: text)
      {
        row($0)
      }
    } else {
      List(board.chores, selection: Binding(board, \.selectedID), filter: filter) { row($0) }
    }
  }
}

/// Which kind of view shows the board: a table, or a list.
enum RowReuseKind: CaseIterable, Sendable {
  case table, list
}

/// The board shown by `kind`, reusing its rows or not.
@MainActor
func reuseView(
  _ kind: RowReuseKind, _ board: ReuseBoard, suffix: Suffix, reusing: Bool, builds: BuildCount = BuildCount()
) -> AnyView {
  switch kind {
  case .table: AnyView(reuseTable(board, suffix: suffix, reusing: reusing, builds: builds))
  case .list: AnyView(reuseList(board, suffix: suffix, reusing: reusing, builds: builds))
  }
}

/// `Table.reusingUnchangedRows` and `List`'s `reusingUnchangedRows:`, through the real runtime:
/// rows not changed are not built again, and the screen is what the same view without it
/// draws, whatever happens.
@MainActor
@Suite("Row reuse (Table.reusingUnchangedRows, List reusingUnchangedRows:)")
struct RowReuseTests {
  let size = Size(width: 40, height: 10)

  /// A board of 100 chores shown by `kind` reusing its rows, running, its builds counted from now.
  func runningReused(_ kind: RowReuseKind) throws -> (ReuseBoard, BuildCount, InMemoryTerminal) {
    let board = ReuseBoard(count: 100)
    let builds = BuildCount()
    let terminal = try InMemoryTerminal.running(size) {
      reuseView(kind, board, suffix: Suffix(), reusing: true, builds: builds)
    }
    #expect(builds.count > 5)
    builds.count = 0
    return (board, builds, terminal)
  }

  @Test(
    "↓ builds no row (the selection is drawn over the rows), and the screen is the same as without reuse",
    arguments: RowReuseKind.allCases)
  func movingBuildsNothing(kind: RowReuseKind) throws {
    let (reusedBoard, builds, reused) = try runningReused(kind)
    let plainBuilds = BuildCount()
    let plainBoard = ReuseBoard(count: 100)
    let plain = try InMemoryTerminal.running(size) {
      reuseView(kind, plainBoard, suffix: Suffix(), reusing: false, builds: plainBuilds)
    }
    plainBuilds.count = 0
    for terminal in [reused, plain] { terminal.send("jjj\u{1B}[B") }
    #expect(builds.count == 0)
    #expect(plainBuilds.count > 20, "without reuse, each frame builds a screenful")
    #expect(reusedBoard.selectedID == 4 && plainBoard.selectedID == 4)
    #expect(reused.screen.text == plain.screen.text)
  }

  @Test("a changed row is built again, and only it", arguments: RowReuseKind.allCases)
  func changedRow(kind: RowReuseKind) throws {
    let (board, builds, terminal) = try runningReused(kind)
    board.chores[2].title = "Renamed"
    terminal.passTime()
    #expect(builds.count == 1)
    #expect(terminal.screen.text.contains("Renamed ·"))
    #expect(!terminal.screen.text.contains("Chore 2 "))
  }

  @Test(
    "rows are found by their element's id: removing the first row builds only the one that comes into view",
    arguments: RowReuseKind.allCases)
  func removedAbove(kind: RowReuseKind) throws {
    let (board, builds, terminal) = try runningReused(kind)
    board.chores.removeFirst()
    terminal.passTime()
    #expect(builds.count == 1)
    #expect(terminal.screen.lines.first { $0.contains("Chore") }?.contains("Chore 1 ·") == true)
  }

  @Test(
    "an observable value a row read is tracked by its row: a row reused since shows its change",
    arguments: RowReuseKind.allCases)
  func observedInRow(kind: RowReuseKind) throws {
    let (board, _, terminal) = try runningReused(kind)
    terminal.send("jj")  // two frames in which every row is reused
    board.marked.insert(1)
    terminal.passTime()
    #expect(terminal.screen.text.contains("Chore 1 * ·"))
  }

  @Test(
    "a page scrolled away and back within eight frames builds no row; away longer, it is built again",
    arguments: RowReuseKind.allCases)
  func pageAwayAndBack(kind: RowReuseKind) throws {
    let (_, builds, terminal) = try runningReused(kind)
    let firstPage = terminal.screen.text
    terminal.send("G")
    #expect(builds.count > 5, "the last page's rows are new")
    builds.count = 0
    terminal.send("g")
    #expect(builds.count == 0)
    #expect(terminal.screen.text == firstPage)
    terminal.send("G")
    for _ in 0..<9 { terminal.send("k") }
    builds.count = 0
    terminal.send("g")
    #expect(builds.count > 5, "rows no frame drew for nine frames are no longer kept")
    #expect(terminal.screen.text == firstPage)
  }

  @Test(
    "a kept row that changed while off the screen is built again when it comes back, and only it",
    arguments: RowReuseKind.allCases)
  func changedOffScreen(kind: RowReuseKind) throws {
    let (board, builds, terminal) = try runningReused(kind)
    terminal.send("G")
    board.chores[2].title = "Renamed"
    terminal.passTime()
    #expect(!terminal.screen.text.contains("Renamed"))
    builds.count = 0
    terminal.send("g")
    #expect(builds.count == 1)
    #expect(terminal.screen.text.contains("Renamed ·"))
    // An observable value its rows read (the marked set, as a whole) changed off the screen.
    terminal.send("G")
    board.marked.insert(1)
    terminal.passTime()
    terminal.send("g")
    #expect(terminal.screen.text.contains("Chore 1 * ·"))
  }

  @Test("changed inputs build every row again", arguments: RowReuseKind.allCases)
  func changedInputs(kind: RowReuseKind) throws {
    let board = ReuseBoard(count: 100)
    let suffix = Suffix()
    let terminal = try InMemoryTerminal.running(size) {
      reuseView(kind, board, suffix: suffix, reusing: true)
    }
    suffix.text = "!"
    board.frame += 1
    terminal.passTime()
    #expect(terminal.screen.text.contains("Chore 0 !") && terminal.screen.text.contains("Chore 5 !"))
    #expect(!terminal.screen.text.contains("·"))
  }

  @Test("a column shown or hidden builds every row again, with its cells")
  func changedColumns() throws {
    let board = ReuseBoard(count: 100)
    board.showsPoints = false
    let terminal = try InMemoryTerminal.running(size) { reuseTable(board, suffix: Suffix(), reusing: true) }
    #expect(!terminal.screen.text.contains("Points"))
    // The rows were built with one cell: shown again, they have the points in their column
    // (before the scrollbar), not only in the title.
    board.showsPoints = true
    terminal.passTime()
    #expect(
      terminal.screen.lines.contains {
        $0.contains("Chore 3 ·") && $0.split(separator: " ").suffix(2).first == "3"
      })
  }

  @Test(
    "a row that keeps a StateObject is built every frame, so the object is kept",
    arguments: RowReuseKind.allCases)
  func stateKept(kind: RowReuseKind) throws {
    let board = ReuseBoard(count: 3)
    let terminal = try InMemoryTerminal.running(size) {
      switch kind {
      case .table:
        AnyView(
          Table(board.chores, selection: Binding(board, \.selectedID)) {
            TableColumn("Title", value: \Chore.title)
            TableColumn("Made") { (_: Chore) in MadeAt() }
          }
          .reusingUnchangedRows())
      case .list:
        AnyView(
          List(board.chores, selection: Binding(board, \.selectedID), reusingUnchangedRows: true) { chore in
            HStack {
              Text(chore.title)
              MadeAt()
            }
          })
      }
    }
    // The serial each row's object was made with, by row.
    func serials() -> [Substring?] {
      terminal.screen.lines.filter { $0.contains("made") }.map { $0.split(separator: " ").last }
    }
    let before = serials()
    terminal.send("jj")
    board.chores[0].title = "Renamed"
    terminal.passTime()
    #expect(terminal.screen.text.contains("Renamed"))
    #expect(before.count == 3 && serials() == before)
  }

  @Test(
    "over random keys (in bursts, the filter among them) and changes, the screen equals the same view's without reuse",
    arguments: RowReuseKind.allCases, [1, 2, 3] as [UInt64])
  func randomSequences(kind: RowReuseKind, seed: UInt64) throws {
    // Two boards changed alike, one view reusing rows: the other is the oracle.
    let boards = [ReuseBoard(count: 60), ReuseBoard(count: 60)]
    let suffixes = [Suffix(), Suffix()]
    let pairs = try [true, false].enumerated().map { index, reusing in
      try InMemoryTerminal.runningHost(size) {
        reuseView(kind, boards[index], suffix: suffixes[index], reusing: reusing)
      }
    }
    var random = SeededGenerator(state: seed)
    let keys = [
      "j", "k", "jjjj", "\u{1B}[6~", "\u{1B}[5~", "G", "g", "\u{1B}[B\u{1B}[B\u{1B}[A", "/1\r", "/\u{1B}",
    ]
    for step in 0..<150 {
      let choice = Int.random(in: 0..<7, using: &random)
      let key = keys.randomElement(using: &random)!
      let position = Int.random(in: 0...boards[0].chores.count, using: &random)
      let inserts = Bool.random(using: &random) || boards[0].chores.count < 5
      let suffix = ["·", "!", "?"].randomElement(using: &random)!
      for (index, board) in boards.enumerated() {
        let row = min(position, board.chores.count - 1)
        switch choice {
        case 0, 1: pairs[index].terminal.send(key)
        case 2: board.chores[row].title = "Chore \(row) v\(step)"
        case 3:
          if inserts {
            board.chores.insert(
              Chore(id: 1_000 + step, title: "New \(step)", due: nil, points: step % 10), at: position)
          } else {
            board.chores.remove(at: row)
          }
        case 4:
          let id = board.chores[row].id
          if board.marked.contains(id) { board.marked.remove(id) } else { board.marked.insert(id) }
        case 5:
          suffixes[index].text = suffix
          board.frame += 1
        default: board.showsPoints.toggle()
        }
        pairs[index].terminal.passTime()
      }
      #expect(pairs[0].terminal.screen.text == pairs[1].terminal.screen.text, "step \(step)")
      #expect(pairs[0].host.render(size: size) == pairs[1].host.render(size: size), "step \(step)")
      #expect(boards[0].selectedID == boards[1].selectedID, "step \(step)")
    }
  }
}
