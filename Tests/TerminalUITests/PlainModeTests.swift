import Testing

@testable import TerminalUI

@MainActor
@Suite("Plain line mode commands")
struct PlainModeTests {
  @Test("lines are parsed into commands")
  func parsing() {
    #expect(PlainCommand("3") == .pick(3))
    #expect(PlainCommand(" back ") == .back)
    #expect(PlainCommand("quit") == .quit)
    #expect(PlainCommand("key down") == .key(.down))
    #expect(PlainCommand("key n") == .key(.character("n")))
    #expect(PlainCommand("key ctrl-x") == .key(.control("x")))
    // Every key as the footer and help write it, so `tab LABEL` presses what the footer shows.
    #expect(PlainCommand("key ctrl-→") == .key(.controlRight))
    #expect(PlainCommand("key F1") == .key(.function(1)))
    #expect(PlainCommand("key alt-b") == .key(.alt("b")))
    #expect(PlainCommand("key ctrl-C") == .key(.control("c")))
    #expect(PlainCommand("key E") == .key(.character("E")))
    #expect(PlainCommand("key shift-tab") == .key(.backTab))
    #expect(PlainCommand("tab Projects") == .label("Projects"))
    #expect(PlainCommand("Buy milk") == .text("Buy milk"))
  }

  @Test("picking, typing and labels drive the same views as the keyboard")
  func driving() {
    let form = Form()
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      VStack {
        TextField("Name", text: Binding(form, \.name))
        Button("Submit") { form.submitted += 1 }
      }
      .onKey(.character("n"), hint: "new") { form.selection += 1 }
    }
    let app = PlainLineApp(host: host)
    app.perform("1")
    app.perform("Grace Hopper")
    app.perform("2")
    app.perform("tab new")
    #expect(form.name == "Grace Hopper")
    #expect(form.submitted == 1)
    #expect(form.selection == 1)
  }

  @Test("a list is printed whole a page at a time, each row numbered; more shows the next page")
  func listRows() {
    let form = Form()
    var opened: [Int] = []
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      VStack {
        Text("Fruit")
        Text("")
        Text("")
        List(count: 12, selection: Binding(form, \.selection), onSubmit: { opened.append($0) }) {
          Text("fruit \($0) with a name far longer than the screen is wide")
        }
        .frame(height: 3)
        Button("Done") { form.submitted += 1 }
      }
    }
    let app = PlainLineApp(host: host, size: Size(width: 30, height: 9))
    var said: [String] = []
    app.output = { said.append($0) }
    #expect(
      app.screenText() == """
        Fruit

        12 rows, 1–5 shown:
          1. fruit 0 with a name far longer than the screen is wide  (selected)
          2. fruit 1 with a name far longer than the screen is wide
          3. fruit 2 with a name far longer than the screen is wide
          4. fruit 3 with a name far longer than the screen is wide
          5. fruit 4 with a name far longer than the screen is wide
          … 7 more: type more
        [ Done ]
        Actions:
          13. button Done

        """)
    app.perform("more")
    #expect(app.screenText().contains("12 rows, 6–10 shown:\n  6. fruit 5"))
    app.perform("more")
    #expect(app.screenText().contains("12 rows, 11–12 shown:\n  11. fruit 10"))
    app.perform("12")
    #expect(form.selection == 11 && opened == [11])
    app.perform("13")
    #expect(form.submitted == 1)
    app.perform("14")
    #expect(opened == [11] && form.submitted == 1)
    #expect(said == ["No action 14: they are 1–13. Type help for the keys.\n"])
  }

  @Test("a footer label, alone or after tab, presses its key; keys are named as the footer writes them")
  func footerLabels() {
    var pressed: [String] = []
    let host = ViewHost {
      List(count: 2, selection: .constant(0)) { Text("row \($0)") }
        .keymap([
          KeyCommand(.character("n"), "new task", help: "Add a task") { pressed.append("n") },
          KeyCommand(.controlRight, "next tab", help: "The next tab") { pressed.append("ctrl-→") },
        ])
    }
    let app = PlainLineApp(host: host, size: Size(width: 60, height: 10))
    var said: [String] = []
    app.output = { said.append($0) }
    _ = app.screenText()
    app.perform("new task")
    app.perform("tab next tab")
    app.perform("key ctrl-→")
    #expect(pressed == ["n", "ctrl-→", "ctrl-→"])
    app.perform("no such label")
    #expect(said.last?.hasPrefix("Unknown command") == true)
  }

  @Test("an empty list takes no number: the actions after it are numbered from where it stood")
  func emptyListTakesNoNumber() {
    var pressed = 0
    let host = ViewHost {
      VStack {
        List(count: 0, selection: .constant(0)) { Text("row \($0)") }
        Button("Retry") { pressed += 1 }
      }
    }
    let app = PlainLineApp(host: host, size: Size(width: 40, height: 10))
    var said: [String] = []
    app.output = { said.append($0) }
    #expect(app.screenText().contains("Actions:\n  1. button Retry"))
    app.perform("1")
    #expect(pressed == 1)
    app.perform("2")
    #expect(said.last == "No action 2: the only one is 1. Type help for the keys.\n")
  }

  @Test("COLUMNS and LINES set the size plain screens are laid out at")
  func environmentSize() {
    #expect(
      PlainLineApp.detectedSize(environment: ["COLUMNS": "120", "LINES": "40"])
        == Size(width: 120, height: 40))
    #expect(PlainLineApp.detectedSize(environment: ["COLUMNS": "wide"]).width > 0)
  }

  @Test("the printed screen has no escape sequences, even from hostile data")
  func plainText() {
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      VStack {
        Text("Title \u{1B}[2J\u{9B}31m").bold().foregroundColor(.red)
        Button("Go \u{1B}]0;owned\u{7}") {}
      }
    }
    let text = PlainLineApp(host: host, size: Size(width: 40, height: 4)).screenText()
    #expect(
      !text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
    #expect(text.contains("Title �[2J�31m"))
  }

  @Test("a focusable container is announced by the text inside it")
  func containerLabel() {
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      VStack {
        HStack {
          Text("[ ] Open")
          Text("Buy oat milk").bold()
        }
        Text("Due: today")
        Divider()
      }
      .focusable()
      .onKey(.character("e"), hint: "edit") {}
    }
    let text = PlainLineApp(host: host, size: Size(width: 30, height: 4)).screenText()
    // Named by its first line, whole (never cut with …).
    #expect(text.hasSuffix("Actions:\n  1. [ ] Open Buy oat milk\n"), "\(text)")
  }
}
