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

  @Test("each row a list shows is a numbered action: picking it selects and opens that row")
  func listRows() {
    let form = Form()
    var opened: [Int] = []
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) {
      VStack {
        Text("Fruit")
        Text("")
        Text("")
        List(count: 1_000, selection: Binding(form, \.selection), onSubmit: { opened.append($0) }) {
          Text("fruit \($0)")
        }
        .frame(height: 3)
        Button("Done") { form.submitted += 1 }
      }
    }
    let app = PlainLineApp(host: host, size: Size(width: 30, height: 8))
    var said: [String] = []
    app.output = { said.append($0) }
    #expect(
      app.screenText() == """
        Fruit

        ▸ fruit 0                    ┃
          fruit 1                    │
          fruit 2                    │
        [ Done ]
        Actions:
          1. fruit 0
          2. fruit 1
          3. fruit 2
          4. button Done

        """)
    app.perform("3")
    #expect(form.selection == 2 && opened == [2])
    app.perform("4")
    #expect(form.submitted == 1)
    app.perform("9")
    #expect(opened == [2] && form.submitted == 1)
    #expect(said == ["No action 9; there are 4.\n"])
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
    #expect(text.hasSuffix("Actions:\n  1. [ ] Open Buy oat milk Due: today\n"))
  }
}
