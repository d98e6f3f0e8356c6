import Foundation
import Observation
import Switchyard
import SwitchyardTesting
import Testing

// The code samples of the Table documentation, compiled and run.

struct Chore: Identifiable, Equatable {
  let id: Int
  var title: String
  var due: String?
  var points: Int
  var owner = ""

  var dueText: String { due ?? "–" }
}

@Observable @MainActor
final class ChoresModel {
  var chores: [Chore] = []
  var selectedID: Chore.ID?
  var sortOrder = [KeyPathComparator(\Chore.title)]
  var showsOwner = false
  var sortedChores: [Chore] { chores.sorted(using: sortOrder) }
  func open(_ id: Chore.ID) {}
}

struct ChoresView: View {
  let model: ChoresModel
  var body: some View {
    Table(
      model.sortedChores, selection: Binding(model, \.selectedID),
      sortOrder: Binding(model, \.sortOrder), onSubmit: { model.open($0.id) }
    ) {
      TableColumn("Title", value: \.title)
      TableColumn("Due", value: \.due) { chore in Text(chore.dueText) }
        .fittingContent()
      TableColumn("Points", value: \.points) { chore in Text("\(chore.points)") }
        .width(6).alignment(.trailing)
    }
  }
}

struct ChoreColumnsView: View {
  let model: ChoresModel
  var body: some View {
    Table(model.chores, selection: Binding(model, \.selectedID)) {
      TableColumn("Title", value: \Chore.title)
      TableColumn("Due", value: \Chore.due) { chore in Text(chore.dueText) }
        .fittingContent()
      TableColumn("Points", value: \Chore.points) { chore in Text("\(chore.points)") }
        .width(6).alignment(.trailing)
    }
  }
}

/// The names a view captures, changed by a test between frames.
@MainActor
final class OwnerNames {
  var names = ["ann": "Ann"]
}

struct ReusingChoresView: View {
  let model: ChoresModel
  let ownerNames: [String: String]
  var body: some View {
    Table(model.chores, selection: Binding(model, \.selectedID)) {
      TableColumn("Title", value: \Chore.title)
      TableColumn("Owner") { chore in Text(ownerNames[chore.owner] ?? chore.owner) }
    }
    .reusingUnchangedRows(dependingOn: ownerNames)
  }
}

struct ReusingChoreListView: View {
  let model: ChoresModel
  let ownerNames: [String: String]
  var body: some View {
    List(model.chores, selection: Binding(model, \.selectedID), reusingUnchangedRows: ownerNames) { chore in
      Text(chore.title + " · " + (ownerNames[chore.owner] ?? chore.owner))
    }
  }
}

struct ChoreOwnersView: View {
  let model: ChoresModel
  let chores: [Chore]
  var body: some View {
    Table(chores, selection: Binding(model, \.selectedID)) {
      TableColumn("Title", value: \.title)
      if model.showsOwner { TableColumn("Owner", value: \.owner) }
    }
  }
}

@MainActor
@Suite("Table samples")
struct TableSamples {
  @Test("the sorted table sample draws its header and sorted rows")
  func sortedTable() {
    let model = ChoresModel()
    model.chores = [
      Chore(id: 1, title: "Wash up", due: nil, points: 1),
      Chore(id: 2, title: "Bins", due: "2026-12-01", points: 3),
    ]
    let screen = HeadlessRenderer.render(ChoresView(model: model), width: 40, height: 3)
    #expect(screen.contains("Title ▲"))
    #expect(screen.components(separatedBy: "\n")[1].contains("Bins"))
  }

  @Test(
    "a table or a list reusing its rows draws the names it depends on, and new names when they change",
    arguments: [false, true])
  func reusingRows(asList: Bool) {
    let model = ChoresModel()
    model.chores = [Chore(id: 1, title: "Wash up", due: nil, points: 1, owner: "ann")]
    let owners = OwnerNames()
    let host = ViewHost {
      if asList {
        ReusingChoreListView(model: model, ownerNames: owners.names)
      } else {
        ReusingChoresView(model: model, ownerNames: owners.names)
      }
    }
    let size = Size(width: 40, height: 5)
    #expect(host.render(size: size).lines.contains { $0.contains("Wash up") && $0.hasSuffix("Ann") })
    owners.names["ann"] = "Annie"
    #expect(host.render(size: size).lines.contains { $0.contains("Wash up") && $0.hasSuffix("Annie") })
  }

  @Test("an owner column shows only when asked for")
  func optionalColumn() {
    let model = ChoresModel()
    let chores = [Chore(id: 1, title: "Wash up", due: nil, points: 1, owner: "Ann")]
    #expect(
      !HeadlessRenderer.render(ChoreOwnersView(model: model, chores: chores), width: 40, height: 2).contains(
        "Ann"))
    model.showsOwner = true
    #expect(
      HeadlessRenderer.render(ChoreOwnersView(model: model, chores: chores), width: 40, height: 2).contains(
        "Ann"))
    #expect(HeadlessRenderer.render(ChoreColumnsView(model: model), width: 40, height: 2).contains("Points"))
  }
}

extension ChoresModel {
  func prefetch(around rows: Range<Int>) {}
}

struct ChoresPrefetchingView: View {
  let model: ChoresModel
  var body: some View {
    Table(model.chores, selection: Binding(model, \.selectedID)) {
      TableColumn("Title", value: \Chore.title)
    }
    .onVisibleRowsChange { rows in model.prefetch(around: rows) }
  }
}
