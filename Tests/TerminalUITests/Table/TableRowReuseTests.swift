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

/// `Table.reusingUnchangedRows`, through the real runtime: rows not changed are not built
/// again, and the screen is what the same table without it draws, whatever happens.
@MainActor
@Suite("Table.reusingUnchangedRows")
struct TableRowReuseTests {
  let size = Size(width: 40, height: 10)

  @Test("↓ builds no row (the selection is drawn over the rows), and the screen is the same as without reuse")
  func movingBuildsNothing() throws {
    let builds = BuildCount()
    let reusedBoard = ReuseBoard(count: 100)
    let plainBoard = ReuseBoard(count: 100)
    let reused = try InMemoryTerminal.running(size) {
      reuseTable(reusedBoard, suffix: Suffix(), reusing: true, builds: builds)
    }
    let plain = try InMemoryTerminal.running(size) {
      reuseTable(plainBoard, suffix: Suffix(), reusing: false)
    }
    #expect(builds.count > 5)
    builds.count = 0
    for terminal in [reused, plain] { terminal.send("jjj\u{1B}[B") }
    #expect(builds.count == 0)
    #expect(reusedBoard.selectedID == 4)
    #expect(reused.screen.text == plain.screen.text)
  }

  /// A board of 100 chores in a table reusing its rows, running, its builds counted from now.
  func runningReused() throws -> (ReuseBoard, BuildCount, InMemoryTerminal) {
    let board = ReuseBoard(count: 100)
    let builds = BuildCount()
    let terminal = try InMemoryTerminal.running(size) {
      reuseTable(board, suffix: Suffix(), reusing: true, builds: builds)
    }
    builds.count = 0
    return (board, builds, terminal)
  }

  @Test("a changed row is built again, and only it")
  func changedRow() throws {
    let (board, builds, terminal) = try runningReused()
    board.chores[2].title = "Renamed"
    terminal.passTime()
    #expect(builds.count == 1)
    #expect(terminal.screen.text.contains("Renamed ·"))
    #expect(!terminal.screen.text.contains("Chore 2 "))
  }

  @Test(
    "rows are found by their element's id: removing the first row builds only the one that comes into view")
  func removedAbove() throws {
    let (board, builds, terminal) = try runningReused()
    board.chores.removeFirst()
    terminal.passTime()
    #expect(builds.count == 1)
    #expect(terminal.screen.lines.first { $0.contains("Chore") }?.contains("Chore 1 ·") == true)
  }

  @Test("an observable value a cell read is tracked by its row: a row reused since shows its change")
  func observedInCell() throws {
    let board = ReuseBoard(count: 100)
    let terminal = try InMemoryTerminal.running(size) { reuseTable(board, suffix: Suffix(), reusing: true) }
    terminal.send("jj")  // two frames in which every row is reused
    board.marked.insert(1)
    terminal.passTime()
    #expect(terminal.screen.text.contains("Chore 1 * ·"))
  }

  @Test("changed inputs build every row again")
  func changedInputs() throws {
    let board = ReuseBoard(count: 100)
    let suffix = Suffix()
    let terminal = try InMemoryTerminal.running(size) { reuseTable(board, suffix: suffix, reusing: true) }
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

  @Test("a row whose cell keeps a StateObject is built every frame, so the object is kept")
  func stateKept() throws {
    let board = ReuseBoard(count: 3)
    let terminal = try InMemoryTerminal.running(size) {
      Table(board.chores, selection: Binding(board, \.selectedID)) {
        TableColumn("Title", value: \Chore.title)
        TableColumn("Made") { (_: Chore) in MadeAt() }
      }
      .reusingUnchangedRows()
    }
    let before = terminal.screen.lines.filter { $0.contains("made") }
    terminal.send("jj")
    board.chores[0].title = "Renamed"
    terminal.passTime()
    #expect(terminal.screen.text.contains("Renamed"))
    #expect(
      terminal.screen.lines.filter { $0.contains("made") }.map { $0.suffix(8) } == before.map { $0.suffix(8) }
    )
  }

  @Test(
    "over random keys (in bursts) and changes, the screen equals the same table's without reuse",
    arguments: [1, 2, 3] as [UInt64])
  func randomSequences(seed: UInt64) throws {
    // Two boards changed alike, one table reusing rows: the other is the oracle.
    let boards = [ReuseBoard(count: 60), ReuseBoard(count: 60)]
    let suffixes = [Suffix(), Suffix()]
    let pairs = try [true, false].enumerated().map { index, reusing in
      try InMemoryTerminal.runningHost(size) {
        reuseTable(boards[index], suffix: suffixes[index], reusing: reusing)
      }
    }
    var random = SeededGenerator(state: seed)
    let keys = ["j", "k", "jjjj", "\u{1B}[6~", "\u{1B}[5~", "G", "g", "\u{1B}[B\u{1B}[B\u{1B}[A"]
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
    }
  }
}
