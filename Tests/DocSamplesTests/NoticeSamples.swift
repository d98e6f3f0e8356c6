import Observation
import Switchyard
import Testing

// The code samples of the Notices and Tabs documentation, compiled and run.

@Observable @MainActor
final class ShoppingListModel {
  let notices: NoticeCenter
  init(notices: NoticeCenter) { self.notices = notices }

  func markDone(_ title: String) {
    notices.post(Notice("Marked “\(title)” done", kind: .success))
  }
}

@Observable @MainActor
final class Tabs {
  var selected = "inbox"
}

struct TabsSample: View {
  let tabs: Tabs
  var body: some View {
    TabView(selection: Binding(tabs, \.selected)) {
      Tab("Inbox", value: "inbox") { Text("Three tasks") }.badge(3)
      Tab("Done", value: "done") { Text("Nothing done yet") }
    }
  }
}

@MainActor
@Suite("Notice and tab samples")
struct NoticeSamples {
  @Test func posting() {
    let notices = NoticeCenter()
    notices.post(Notice("Saved", kind: .success))
    notices.post(
      Notice(
        "Marked “Buy milk” done", kind: .success,
        action: NoticeAction(key: .character("u"), title: "undo") { print("undone") },
        duration: .seconds(4), id: "undo"))
    #expect(notices.notices.map(\.message) == ["Saved", "Marked “Buy milk” done"])
  }

  @Test func action() {
    let undo = NoticeAction(key: .character("u"), title: "undo") { print("undone") }
    let undoCommand = CommandKeys("undo", .character("u"))
    let rebindable = NoticeAction(undoCommand, in: Keymap("app", [undoCommand])) { print("undone") }
    #expect(undo.title == "undo")
    #expect(rebindable.title == "undo" && rebindable.key == .character("u"))
  }

  @Test func model() {
    let model = ShoppingListModel(notices: NoticeCenter())
    model.markDone("Buy milk")
    #expect(model.notices.notices.first?.kind == .success)
  }

  @Test func presenting() {
    let notices = NoticeCenter()
    let host = ViewHost {
      VStack {
        Text("Inbox")
        Spacer()
      }
      .notices(notices)
    }
    notices.post(Notice("Welcome back", kind: .info))
    #expect(host.render(size: Size(width: 30, height: 5)).lines.joined().contains("Welcome back"))
  }

  @Test("notices applied inside AppShell leave its divider and footer showing")
  func insideTheShell() {
    let notices = NoticeCenter()
    let coordinator = NotesCoordinator()
    let host = ViewHost {
      AppShell {
        NotesCoordinator.rootView(with: coordinator)
          .notices(notices)
      }
    }
    let size = Size(width: 40, height: 8)
    let footer = host.render(size: size).lines.suffix(2)
    notices.post(Notice("Marked “Buy milk” and “Call the plumber” done", kind: .success))
    let lines = host.render(size: size).lines
    #expect(lines.joined().contains("Buy milk"), "\(lines)")
    #expect(lines.suffix(2) == footer, "the divider and the footer show: \(lines)")
  }

  @Test func tab() {
    let view = VStack {
      TabView(selection: .constant(0)) {
        Tab("Inbox", value: 0) { Text("3 tasks") }.badge(3)
      }
    }
    #expect(HeadlessRenderer.render(view, width: 30, height: 2).contains("3 tasks"))
  }

  @Test func tabView() {
    let view = TabsSample(tabs: Tabs())
    #expect(HeadlessRenderer.render(view, width: 40, height: 2).contains("Three tasks"))
  }
}
