import Observation
import Switchyard
import SwitchyardTesting
import Testing

// The samples of the "Pickers, menus and dates" article and of the pickers' doc comments,
// compiled and run.

enum Priority: CaseIterable, Hashable {
  case low, normal, high
  var name: String { "\(self)".capitalized }
}

struct SampleProject: Hashable {
  let name: String
}

@Observable @MainActor
final class PickedTask {
  var priority = Priority.normal
  var project = SampleProject(name: "Home")
  var due: CalendarDay? = CalendarDay(year: 2026, month: 11, day: 26)
}

@Observable @MainActor
final class CoffeeOrder {
  var size = 1
  var priority = 0
}

@Observable @MainActor
final class NoteActions {
  var log: [String] = []
  func rename() { log.append("rename") }
  func delete() { log.append("delete") }
}

@MainActor
@Suite("Doc samples: pickers")
struct PickerSamples {
  @Test("a picker by tags, by a list of values, styles, a menu and a date picker")
  func samples() {
    let task = PickedTask()
    let order = CoffeeOrder()
    let notes = NoteActions()
    let projects = [SampleProject(name: "Home"), SampleProject(name: "Work")]
    let harness = HeadlessHarness(width: 60, height: 20) {
      VStack {
        Picker("Priority", selection: Binding(task, \.priority)) {
          ForEach(Priority.allCases, id: \.self) { priority in
            Text(priority.name).tag(priority)
          }
        }
        Picker("Project", selection: Binding(task, \.project), options: projects, label: \.name)
        Picker("Size", selection: Binding(order, \.size)) {
          Text("Small").tag(1)
          Text("Large").tag(2)
        }
        VStack {
          Picker("Priority", selection: Binding(order, \.priority)) {
            Text("Low").tag(0)
            Text("High").tag(1)
          }
          .pickerStyle(.radioGroup)
        }
        Menu("Actions") {
          Button("Rename") { notes.rename() }
          Divider()
          Button("Delete", role: .destructive) { notes.delete() }
        }
        DatePicker(
          "Due", selection: Binding(task, \.due),
          in: CalendarDay(year: 2026, month: 1, day: 1)...CalendarDay(year: 2026, month: 12, day: 31))
      }
    }
    #expect(harness.screen.contains("Priority: Normal ▾"))
    #expect(harness.screen.contains("Project: Home ▾"))
    #expect(harness.screen.contains("(•) Low"))
    #expect(harness.screen.contains("Due: 2026-11-26"))
    harness.press(.enter)
    harness.type("h")
    harness.press(.enter, .tab, .enter, .down, .enter)
    #expect(task.priority == .high)
    #expect(task.project == SampleProject(name: "Work"))
    harness.press(.tab, .tab, .tab, .enter, .end, .enter)
    #expect(notes.log == ["delete"])

    let due = CalendarDay(year: 2026, month: 11, day: 26)
    let parsed = CalendarDay("2026-11-26")  // nil for text that is not a real day
    let nextWeek = due.adding(days: 7)  // 2026-12-03
    let weekday = due.weekday  // 4: Thursday (ISO 8601: 1 is Monday, 7 Sunday)
    #expect(parsed == due)
    #expect(nextWeek.description == "2026-12-03")
    #expect(weekday == 4)
  }

  @Test("a host's date pickers reading a grammar of the app's own")
  func dayReader() {
    let host = ViewHost { DatePicker("Due", selection: Binding(get: { nil }, set: { _ in })) }
    host.dayReader = DayReader(examples: "YYYY-MM-DD, fri") { text, today in
      text == "fri" ? today.adding(days: (5 - today.weekday + 6) % 7 + 1) : CalendarDay(text)
    }
    host.today = { CalendarDay(year: 2026, month: 12, day: 9) }
    _ = host.render(size: Size(width: 40, height: 5))
    for letter in "fri" { _ = host.send(.character(letter)) }
    let screen = host.render(size: Size(width: 40, height: 5)).lines.joined(separator: "\n")
    #expect(screen.contains("Due: fri") && screen.contains("Fri 11 Dec"), "\(screen)")
  }
}
