import Foundation
import Observation
import TerminalUI

/// A row of the tables under test.
struct Chore: Identifiable, Equatable {
  let id: Int
  var title: String
  var due: String?
  var points: Int
}

/// A model as a client writes one for a table: the rows, the selection, and the sort order
/// the table changes; the rows shown are sorted by it (the table only reports it).
@Observable @MainActor
final class ChoreBoard {
  var chores: [Chore]
  var selectedID: Chore.ID?
  var sortOrder: [KeyPathComparator<Chore>] = []
  var opened: [Chore.ID] = []

  init(_ chores: [Chore] = ChoreBoard.sample) {
    self.chores = chores
  }

  var sorted: [Chore] { sortOrder.isEmpty ? chores : chores.sorted(using: sortOrder) }

  static let sample = [
    Chore(id: 1, title: "Water the plants", due: "today", points: 2),
    Chore(id: 2, title: "Fix the leaking kitchen tap before the weekend", due: "2026-12-01", points: 13),
    Chore(id: 3, title: "買い物 (shopping)", due: nil, points: 5),
    Chore(id: 4, title: "Call the bank", due: "tomorrow", points: 1),
  ]
}

/// The table under test: title (flexible), due (fitting its content, sorted by an optional),
/// points (fixed, trailing).
struct ChoreTable: View {
  let board: ChoreBoard

  var body: some View {
    Table(
      board.sorted, selection: Binding(board, \.selectedID), sortOrder: Binding(board, \.sortOrder),
      emptyText: "No chores", onSubmit: { board.opened.append($0.id) }
    ) {
      TableColumn("Title", value: \.title)
      TableColumn("Due", value: \.due) { chore in Text(chore.due ?? "") }
        .fittingContent()
      TableColumn("Points", value: \.points) { chore in Text("\(chore.points)") }
        .width(8).alignment(.trailing)
    }
  }
}
