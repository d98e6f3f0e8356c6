import Observation
import Testing

@testable import TerminalUI

@Observable @MainActor
final class Form {
  var name = ""
  var notify = false
  var submitted = 0
  var selection = 0
  var renders = 0
}

@MainActor
@Suite("Focus, keys and editing")
struct InteractionTests {
  @Test("Tab and Shift-Tab move focus in tree order; keys go to the focused view")
  func focusOrder() {
    let form = Form()
    let harness = HeadlessHarness(width: 30, height: 4) {
      VStack {
        TextField("Name", text: Binding(form, \.name))
        Toggle("Notify", isOn: Binding(form, \.notify))
        Button("Submit") { form.submitted += 1 }
      }
    }
    harness.type("Ada")
    harness.press(.tab, .character(" "))
    harness.press(.tab, .enter)
    #expect(form.name == "Ada" && form.notify && form.submitted == 1)
    harness.press(.backTab, .backTab)
    harness.type("!")
    #expect(form.name == "Ada!")
  }

  @Test("↑/↓ move focus between buttons, toggles and fields, like Tab and Shift-Tab")
  func arrowsMoveFocus() {
    let form = Form()
    let harness = HeadlessHarness(width: 30, height: 4) {
      VStack {
        Button("One") { form.submitted += 1 }
        Toggle("Notify", isOn: Binding(form, \.notify))
        TextField("Name", text: Binding(form, \.name))
        Button("Two") { form.submitted += 10 }
      }
    }
    harness.press(.down, .character(" "), .down, .down, .enter)
    #expect(form.notify && form.submitted == 10)
    harness.press(.up)
    harness.type("x")
    harness.press(.up, .up, .enter)
    #expect(form.name == "x" && form.submitted == 11)
  }

  @Test("text field editing: cursor moves, insert, delete, Home/End, Ctrl-U/K, paste")
  func editing() {
    let form = Form()
    let harness = HeadlessHarness(width: 30, height: 1) { TextField("Name", text: Binding(form, \.name)) }
    harness.type("helo")
    harness.press(.left)
    harness.type("l")
    #expect(form.name == "hello")
    harness.press(.home, .delete)
    #expect(form.name == "ello")
    harness.press(.end, .backspace)
    #expect(form.name == "ell")
    harness.press(.paste("o\nworld"))
    #expect(form.name == "ello world")
    harness.press(.left, .left, .control("k"))
    #expect(form.name == "ello wor")
    harness.press(.control("u"))
    #expect(form.name == "")
  }

  @Test("keys the focused view does not use bubble to its ancestors' bindings")
  func bubbling() {
    var log: [String] = []
    let harness = HeadlessHarness(width: 30, height: 5) {
      VStack {
        List(count: 3, selection: .constant(0)) { Text("row \($0)") }
          .onKey(.character("n"), hint: "new") { log.append("list n") }
      }
      .onKey(.character("x")) { log.append("outer x") }
      .onKey(.character("n")) { log.append("outer n") }
    }
    harness.press(.character("n"), .character("x"), .down)
    #expect(log == ["list n", "outer x"])
  }

  @Test("a text field keeps letters that would otherwise be shortcuts")
  func textFieldOwnsLetters() {
    let form = Form()
    var quit = false
    let harness = HeadlessHarness(width: 30, height: 2) {
      TextField("Name", text: Binding(form, \.name)).onKey(.character("q")) { quit = true }
    }
    harness.type("quiet?")
    #expect(form.name == "quiet?" && !quit)
    #expect(!harness.host.showsHelp)
  }

  @Test("several changes before a frame schedule exactly one re-render")
  func coalescedRendering() {
    let form = Form()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { Text("\(form.name) \(form.selection)") }
    var invalidations = 0
    host.onInvalidate = { invalidations += 1 }
    _ = host.render(size: Size(width: 20, height: 1))
    form.name = "a"
    form.name = "b"
    form.selection = 3
    #expect(invalidations == 1)
    #expect(host.render(size: Size(width: 20, height: 1)).lines == ["b 3"])
    form.name = "c"
    #expect(invalidations == 2)
  }

  @Test("a change to something the frame did not read schedules nothing")
  func unrelatedChange() {
    let form = Form()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { Text(form.name) }
    var invalidations = 0
    host.onInvalidate = { invalidations += 1 }
    _ = host.render(size: Size(width: 20, height: 1))
    form.submitted += 1
    #expect(invalidations == 0)
  }

  @Test("onAppear, onDisappear and task follow the view on and off the screen")
  func lifecycle() async {
    let form = Form()
    var events: [String] = []
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      if form.notify {
        Text("shown")
          .onAppear { events.append("appear") }
          .onDisappear { events.append("disappear") }
      }
    }
    _ = host.render(size: Size(width: 10, height: 1))
    form.notify = true
    _ = host.render(size: Size(width: 10, height: 1))
    _ = host.render(size: Size(width: 10, height: 1))
    form.notify = false
    _ = host.render(size: Size(width: 10, height: 1))
    #expect(events == ["appear", "disappear"])
  }
}

@MainActor
@Suite("Memory")
struct HostMemoryTests {
  @Test("a host and the models its views use are released with it (no cycle through list rows)")
  func hostIsReleased() {
    weak var weakHost: ViewHost?
    weak var weakForm: Form?
    do {
      let form = Form()
      let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
        List(count: 10, selection: Binding(form, \.selection)) { Text("row \($0)") }
      }
      _ = host.render(size: Size(width: 20, height: 5))
      weakHost = host
      weakForm = form
    }
    #expect(weakHost == nil)
    #expect(weakForm == nil)
  }
}
