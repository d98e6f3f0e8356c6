import Foundation
import Observation
import Switchyard
import SwitchyardTesting
import Testing

// The code samples of the TerminalUI documentation, compiled and run.

struct Greeting: View {
  let name: String
  var body: some View {
    VStack {
      Text("Hello, \(name)").bold()
      Divider()
    }
  }
}

struct ProfileCard: View {
  let name: String
  let email: String
  var body: some View {
    VStack(spacing: 0) {
      Text(name).bold()
      Text(email).dim()
    }
    .padding(.horizontal, 1)
    .border(title: "Profile")
    .frame(maxWidth: 40)
  }
}

struct Message: Identifiable, Equatable {
  let id: Int
  var subject: String
}

@Observable @MainActor
final class InboxModel {
  var messages: [Message] = []
  var selectedID: Message.ID?
  var draft = ""
  func open(_ id: Message.ID) {}
  func send() {}
}

struct InboxView: View {
  let model: InboxModel
  var body: some View {
    VStack {
      List(model.messages, selection: Binding(model, \.selectedID), onSubmit: { model.open($0.id) }) {
        message in
        Text(message.subject)
      }
      TextField("Reply", text: Binding(model, \.draft), onSubmit: { model.send() })
    }
  }
}

struct MessageView: View {
  let subject: String
  let archive: @MainActor () -> Void
  var body: some View {
    Text(subject)
      .onKey(.character("a"), hint: "archive") { archive() }
      .onKey(.control("r")) { archive() }
  }
}

@MainActor
protocol EditorComponentModelProtocol: ComponentModel {
  var title: String { get set }
}

@Observable @MainActor
final class EditorComponentModel: EditorComponentModelProtocol {
  let onEvent: (Never) -> Void
  var title = ""
  init(onEvent: @escaping (Never) -> Void) { self.onEvent = onEvent }
}

struct EditorComponent<Model: EditorComponentModelProtocol>: View {
  @StateObject var model: Model

  init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  var body: some View {
    TextField("Title", text: Binding(get: { model.title }, set: { model.title = $0 }))
  }
}

@MainActor
func editorScene() -> some View {
  EditorComponent(model: EditorComponentModel(onEvent: { _ in }))
}

struct Meter: DrawingView {
  var fraction: Double

  func sizeThatFits(_ proposal: Size) -> Size {
    Size(width: proposal.width, height: 1)
  }

  func draw(in area: Rect, on canvas: inout Canvas, style: Style) {
    let filled = Int((Double(area.width) * fraction).rounded())
    for x in area.x..<area.maxX {
      canvas.set(x - area.x < filled ? "█" : "░", x: x, y: area.y, style: style)
    }
  }
}

struct DiskUsage: View {
  let used: Double
  var body: some View {
    HStack {
      Text("disk")
      Meter(fraction: used).frame(width: 20).foregroundColor(.green)
    }
  }
}

// Never called: they take over the terminal.
@MainActor
func runGreeting() throws -> Never {
  let host = ViewHost { Greeting(name: "Ada") }
  host.onGlobalKey(.character("q"), hint: "quit") { exit(0) }
  try TerminalApp(host: host).run()
}

@MainActor
func runPlain() -> Never {
  let host = ViewHost { Greeting(name: "Ada") }
  let app = PlainLineApp(host: host)
  host.onGlobalKey(.character("q"), hint: "quit") { app.quit() }
  app.run()
}

struct GalleryView: View {
  var body: some View { Greeting(name: "gallery") }
}

@MainActor
func runGallery() throws {
  let host = ViewHost { GalleryView() }
  try TerminalApp(host: host).run()
}

@MainActor
func globalQuitKey(_ host: ViewHost, _ app: PlainLineApp) {
  host.onGlobalKey(.character("q"), hint: "quit") { app.quit() }
}

/// A sign-in form, for `HeadlessHarness`'s doc comment.
@Observable @MainActor
final class SignInModel {
  var email = ""
  var password = ""
}

struct SignInComponent: View {
  let model: SignInModel
  var body: some View {
    VStack {
      TextField("Email", text: Binding(model, \.email))
      SecureField("Password", text: Binding(model, \.password))
    }
  }
}

struct TodoItem: Identifiable {
  let id: Int
  var title: String
}

@Observable @MainActor
final class TodoModel {
  var selectedID: TodoItem.ID?
  private(set) var opened: [TodoItem.ID] = []
  func open(_ id: TodoItem.ID) { opened.append(id) }
}

@MainActor
func taskList(_ tasks: [TodoItem], model: TodoModel) -> some View {
  List(tasks, selection: Binding(model, \.selectedID), onSubmit: { model.open($0.id) }) { task in
    Text(task.title)
  }
}

@MainActor
func keptScene<C: NavigationStackCoordinator>(_ coordinator: C, _ destination: C.Destination) -> some View {
  coordinator.scene(for: destination)
    .keepingState(while: { [weak coordinator] in coordinator?.path.contains(destination) ?? false })
    .id(destination)
}

/// The keys of `Key`'s doc comment, with what the footer shows for each.
func documentedKeys() -> [Key] {
  let keys: [Key] = [
    .character("n"),  // n (a character that types text: Shift is already in it, "N")
    .control("r"),  // Ctrl-R
    .alt("x"),  // Alt-X
    .backTab,  // Shift-Tab
    .controlLeft,  // Ctrl-←
    Key(.up, [.shift]),  // Shift-↑
    Key.function(13, [.control]),  // Ctrl-F13
  ]
  return keys
}

@MainActor
@Suite("TerminalUI documentation samples")
struct TerminalUISamples {
  @Test func meterFillsHalf() {
    #expect(HeadlessRenderer.render(Meter(fraction: 0.5), width: 10, height: 1) == "█████░░░░░")
    let cells = HeadlessRenderer.cells(Meter(fraction: 1).foregroundColor(.green), width: 4, height: 1)
    #expect(cells[3, 0].style.foreground == .green)
  }

  @Test func greetingIsBold() {
    let screen = HeadlessRenderer.render(Greeting(name: "Ada"), width: 20, height: 2, styled: true)
    #expect(screen.hasPrefix("⟦b⟧Hello, Ada⟦/⟧"))
  }

  @Test("the views of the articles draw")
  func views() {
    let card = HeadlessRenderer.render(
      ProfileCard(name: "Ada", email: "ada@example.com"), width: 30, height: 4)
    #expect(card.contains("Profile") && card.contains("ada@example.com"))
    let inbox = InboxModel()
    inbox.messages = [Message(id: 1, subject: "Lunch?")]
    #expect(HeadlessRenderer.render(InboxView(model: inbox), width: 30, height: 4).contains("Lunch?"))
    #expect(HeadlessRenderer.render(DiskUsage(used: 0.5), width: 30, height: 1).contains("██████████░"))
    let todo = TodoModel()
    let list = HeadlessHarness(width: 30, height: 2) {
      taskList([TodoItem(id: 4, title: "Call Bo")], model: todo)
    }
    list.press(.enter)
    #expect(todo.opened == [4])
    var archived = 0
    let harness = HeadlessHarness(width: 30, height: 3) {
      MessageView(subject: "Lunch?") { archived += 1 }.focusable()
    }
    harness.press(.character("a"), .control("r"))
    #expect(archived == 2)
    #expect(harness.hints.contains(KeyHint("a", "archive")))
    harness.type("x")
    #expect(HeadlessRenderer.render(editorScene(), width: 20, height: 1).contains("Title"))
  }

  @Test("the doc comments' samples")
  func docComments() {
    let screen = HeadlessRenderer.render(Text("Hello").bold(), width: 20, height: 1)
    let cells = HeadlessRenderer.cells(Text("Hello").bold(), width: 20, height: 1)
    assert(cells[0, 0].style.bold)
    #expect(screen == "Hello")
    let mock = SignInModel()
    let harness = HeadlessHarness(width: 40, height: 10) { SignInComponent(model: mock) }
    harness.type("ada@example.com")
    harness.press(.tab)
    #expect(harness.screen.contains("Password"))
    #expect(mock.email == "ada@example.com")
  }
}

/// A notebook screen's model, for `KeyCommand`'s sample.
@Observable @MainActor
final class NotebookScreenModel {
  private(set) var done: [String] = []
  func compose() { done.append("compose") }
  func delete() { done.append("delete") }
  func reload() { done.append("reload") }
}

struct NotebookScreen: View {
  let model: NotebookScreenModel

  var body: some View {
    Text("Notes").focusable().keymap(keymap)
  }

  var keymap: [KeyCommand] {
    [
      KeyCommand(.character("n"), "new note", help: "Write a new note in this notebook") { model.compose() },
      KeyCommand(.character("d"), "delete", help: "Delete the selected note (asks first)") { model.delete() },
      KeyCommand(.control("r"), "reload", inFooter: false) { model.reload() },
    ]
  }
}

@MainActor
@Test("a keymap feeds the footer, the help overlay and the commands list")
func keymapFeedsFooterHelpAndCommands() {
  let model = NotebookScreenModel()
  let harness = HeadlessHarness(width: 70, height: 10) { NotebookScreen(model: model) }
  harness.press(.character("n"), .control("r"))
  #expect(model.done == ["compose", "reload"])
  #expect(harness.hints.contains(KeyHint("n", "new note")))
  #expect(!harness.hints.contains { $0.label == "reload" })
  #expect(harness.host.commands.map(\.name) == ["new note", "delete", "reload"])
  harness.press(.character("?"))
  #expect(harness.screen.contains("delete — Delete the selected note (asks first)"))
  #expect(harness.screen.contains("ctrl-r  reload"))
}

/// Something to close on exit, for `ProcessExit`'s sample.
final class JournalFile {
  func close() throws {}
}

// Never called: it takes over the terminal.
@MainActor
func runClosingOnExit(database: JournalFile) throws {
  let host = ViewHost { Greeting(name: "Ada") }
  ProcessExit.onExit { try? database.close() }
  try TerminalApp(host: host).run()  // quitting, or `kill -TERM`, closes the database first
}

/// `ProcessExit.onExit(unfinished:_:)`'s sample: never called (it adds a hook for good).
@MainActor
func closeOnExitOrSaySo(database: JournalFile) {
  ProcessExit.onExit(unfinished: "ended before the database was closed; the next start finishes it") {
    try? database.close()
  }
}

/// `TerminalApp.idle()`'s sample: a full-screen app on an in-memory terminal, keys in one read.
@MainActor
@Test func terminalAppIdle() async throws {
  let terminal = InMemoryTerminal(size: Size(width: 40, height: 6))
  let typed = TypedLines()
  let app = TerminalApp(host: ViewHost { typed.view }, terminal: terminal)
  try app.start()
  terminal.send("nBuy eggs\r")
  await app.idle()
  #expect(terminal.screen.text.contains("Buy eggs"))
}

/// A field that adds a line on Enter after `n`, for `TerminalApp.idle()`'s sample.
@MainActor
final class TypedLines {
  var lines: [String] = []
  var draft = ""
  var view: some View {
    VStack {
      ForEach(lines.indices, id: \.self) { Text(self.lines[$0]) }
      TextField("New", text: Binding(get: { self.draft }, set: { self.draft = $0 })).onSubmit {
        self.lines.append(self.draft)
        self.draft = ""
      }
    }
  }
}
