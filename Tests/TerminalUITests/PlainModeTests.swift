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
}
