import Foundation
import Observation
import Switchyard
import SwitchyardTesting
import Testing

// The code samples about keys, focus, filtering and external programs, compiled and run.

@MainActor
func filteredTaskList(_ tasks: [TodoItem], model: TodoModel) -> some View {
  List(
    tasks, selection: Binding(model, \.selectedID),
    filter: { task, query in task.title.localizedStandardContains(query) },
    onSubmit: { model.open($0.id) }
  ) { task in
    Text(task.title)
  }
}

@Observable @MainActor
final class ContactForm {
  var name = ""
  var email = ""
  var due = ""
  var submitted = 0
}

@MainActor
func contactForm(_ form: ContactForm) -> some View {
  VStack {
    TextField("Name", text: Binding(form, \.name))
    TextField("Email", text: Binding(form, \.email))
  }
  .onSubmit { form.submitted += 1 }
}

@MainActor
func dueField(_ model: ContactForm) -> some View {
  TextField("Due", text: Binding(model, \.due), prompt: "Due: YYYY-MM-DD, today or +3")
}

struct TaskNotes {
  var notes: String
}

@MainActor
func editNotes(of task: TaskNotes, save: (String) -> Void) throws {
  let editor = ExternalEditor()  // the running TerminalApp hands over the terminal
  if let notes = try editor.edit(task.notes) { save(notes) }
}

// Never called: it takes over the terminal.
@MainActor
func showManual(in app: TerminalApp) throws {
  let status = try app.runProgram("man", arguments: ["ls"])
  if status != 0 { app.host.invalidate() }
}

@MainActor
@Suite("Samples: keys, focus, filters, editors")
struct KeySamples {
  @Test("the filtered list sample: / and a query narrow the rows")
  func filteredList() {
    let model = TodoModel()
    let tasks = [TodoItem(id: 1, title: "Buy oat milk"), TodoItem(id: 2, title: "Call Ada")]
    let harness = HeadlessHarness(width: 30, height: 4) { filteredTaskList(tasks, model: model) }
    harness.press(.character("/"))
    harness.type("ada")
    harness.press(.enter, .enter)
    #expect(model.opened == [2])
    #expect(!harness.screen.contains("Buy oat milk"))
  }

  @Test("onSubmit: Enter in either field submits; a filled field keeps its title as a label")
  func formSamples() {
    let form = ContactForm()
    let harness = HeadlessHarness(width: 40, height: 3) {
      VStack {
        contactForm(form)
        dueField(form)
      }
    }
    harness.type("Ada")
    harness.press(.enter, .tab, .enter)
    #expect(form.submitted == 2)
    #expect(harness.screen.hasPrefix("Name: Ada"))
    #expect(harness.screen.contains("Due: YYYY-MM-DD, today or +3"))
  }

  @Test("the editor sample needs a terminal: without one it says so")
  func editorSample() {
    #expect(throws: ExternalProgramError.noTerminal) { try editNotes(of: TaskNotes(notes: "x")) { _ in } }
  }
}
