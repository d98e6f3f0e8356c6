import Observation
import Testing

@testable import TerminalUI

/// A list of tasks with a sheet for a new one: the shape of the app's Inbox.
@Observable @MainActor
final class Tasks {
  var titles = ["Buy oat milk", "Call the plumber", "Water the plants"]
  var done: Set<String> = []
  var selected: String?
  var isAdding = false
  var newTitle = ""
  var confirmingDelete = false
  var deleted: [String] = []
}

/// The list, `n` for the sheet, Space to mark done, `d` to ask before deleting.
struct TasksScreen: View {
  let tasks: Tasks

  var body: some View {
    if tasks.isAdding {
      VStack {
        Text("New task")
        TextField("Title", text: Binding(tasks, \.newTitle)) {
          tasks.titles.append(tasks.newTitle)
          tasks.isAdding = false
        }
      }
      .keymap([KeyCommand(.escape, "close") { tasks.isAdding = false }])
    } else {
      List(tasks.titles.map(Titled.init), selection: Binding(tasks, \.selected)) { Text($0.id) }
        .keymap([
          KeyCommand(.character("n"), "new") { tasks.isAdding = true },
          KeyCommand(.character(" "), "done") {
            if let id = tasks.selected { tasks.done.formSymmetricDifference([id]) }
          },
          KeyCommand(.character("d"), "delete") { tasks.confirmingDelete = true },
        ])
    }
  }
}

struct Titled: Identifiable {
  let id: String
  init(_ id: String) { self.id = id }
}

/// Keys that arrive in one read, through the full-screen backend's input path (decoder, then
/// delivery): each is handled by the screen that is current when its turn comes.
@MainActor
@Suite("Bursts of keys in one read")
struct KeyBurstTests {
  func app(_ tasks: Tasks) -> TerminalApp {
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { TasksScreen(tasks: tasks) }
    _ = host.render(size: Size(width: 40, height: 10))
    return TerminalApp(host: host)
  }

  /// Feeds `bytes` as one read.
  func read(_ bytes: String, into app: TerminalApp) {
    app.deliver(app.decoder.events(Array(bytes.utf8), now: .now))
  }

  @Test("`n` and a title in one read: the title goes into the sheet `n` opened, not to the list")
  func typedAheadIntoNewSheet() {
    let tasks = Tasks()
    let app = app(tasks)
    read("nBuy eggs\r", into: app)
    #expect(tasks.titles.last == "Buy eggs")
    #expect(tasks.done.isEmpty, "the space in the title marked nothing done")
    #expect(!tasks.confirmingDelete, "the d in the title asked for nothing")
    #expect(!tasks.isAdding)
  }

  @Test("keys after the one that closes the sheet go to the list again")
  func afterTheSheetCloses() {
    let tasks = Tasks()
    let app = app(tasks)
    read("nTea\r ", into: app)
    #expect(tasks.titles.last == "Tea")
    #expect(tasks.done == ["Buy oat milk"])
  }

  @Test("a line break inside an unbracketed paste into a field is a space; one at the end submits")
  func pastedLineBreaks() {
    let tasks = Tasks()
    let app = app(tasks)
    read("n", into: app)
    read("Buy eggs\rand bread\nand tea", into: app)
    #expect(tasks.isAdding)
    #expect(tasks.newTitle == "Buy eggs and bread and tea")
    read("\r", into: app)
    #expect(!tasks.isAdding)
    #expect(tasks.titles.last == "Buy eggs and bread and tea")
  }

  @Test("the tree is rebuilt between keys only after a key that was used (a paste onto a list stays cheap)")
  func rebuildsOnlyAfterUsedKeys() {
    final class Counter { var builds = 0 }
    let counter = Counter()
    var selection = 0
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      counter.builds += 1
      return List(count: 100, selection: Binding(get: { selection }, set: { selection = $0 })) {
        Text("Row \($0)")
      }
    }
    _ = host.render(size: Size(width: 20, height: 5))
    let app = TerminalApp(host: host)
    let before = counter.builds
    read("xyzxyzxyz!", into: app)
    #expect(counter.builds == before, "keys nobody uses change nothing: no rebuild")
    read("jjj", into: app)
    #expect(counter.builds == before + 2, "rebuilt before the second and the third j")
    #expect(selection == 3)
  }
}
