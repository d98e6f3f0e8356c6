import Foundation
import Observation
import Switchyard
import SwitchyardTesting
import Testing

// The code samples of `searchable(text:)` on a List and a Table, compiled and run: the owner
// holds the filter's query and filters the rows itself.

/// A model that filters its rows by the query the list or table edits (here in memory; an
/// app's would ask its database).
@Observable @MainActor
final class SearchableTasksModel {
  var tasks: [TodoItem] = []
  var chores: [Chore] = []
  var filterText = ""
  var selectedID: Int?

  var matchingTasks: [TodoItem] {
    filterText.isEmpty ? tasks : tasks.filter { $0.title.localizedStandardContains(filterText) }
  }

  var matchingChores: [Chore] {
    filterText.isEmpty ? chores : chores.filter { $0.title.localizedStandardContains(filterText) }
  }
}

struct SearchableTaskList: View {
  let model: SearchableTasksModel
  var body: some View {
    List(model.matchingTasks, selection: Binding(model, \.selectedID)) { task in
      Text(task.title)
    }
    .searchable(text: Binding(model, \.filterText))
  }
}

struct SearchableChoreTable: View {
  let model: SearchableTasksModel
  var body: some View {
    Table(model.matchingChores, selection: Binding(model, \.selectedID)) {
      TableColumn("Title", value: \Chore.title)
    }
    .searchable(text: Binding(model, \.filterText))
  }
}

@MainActor
@Suite("Searchable samples")
struct SearchableSamples {
  func running(_ size: Size, _ root: @escaping @MainActor () -> some View) throws -> InMemoryTerminal {
    let terminal = InMemoryTerminal(size: size)
    try TerminalApp(host: ViewHost(root: root), terminal: terminal).start()
    return terminal
  }

  @Test("the list sample: / and the typed text go to the owner's query; the rows are the owner's")
  func list() throws {
    let model = SearchableTasksModel()
    model.tasks = [TodoItem(id: 1, title: "Buy milk"), TodoItem(id: 2, title: "Walk the dog")]
    let terminal = try running(Size(width: 30, height: 6)) { SearchableTaskList(model: model) }
    terminal.send("/dog\r")
    #expect(model.filterText == "dog")
    #expect(terminal.screen.text.contains("Walk the dog"))
    #expect(!terminal.screen.text.contains("Buy milk"))
    #expect(terminal.screen.text.contains("/dog  (1 match)"))
  }

  @Test("the table sample: Esc clears the owner's query and every row shows again")
  func table() throws {
    let model = SearchableTasksModel()
    model.chores = [Chore(id: 1, title: "Wash up", points: 1), Chore(id: 2, title: "Bins", points: 3)]
    let terminal = try running(Size(width: 30, height: 6)) { SearchableChoreTable(model: model) }
    terminal.send("/bin")
    #expect(model.filterText == "bin")
    #expect(!terminal.screen.text.contains("Wash up"))
    terminal.send("\u{1B}")
    terminal.passTime()
    #expect(model.filterText == "")
    #expect(terminal.screen.text.contains("Wash up") && terminal.screen.text.contains("Bins"))
  }
}
