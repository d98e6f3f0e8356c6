import Features
import Services
import SwitchyardTesting
import TerminalUI
import Testing

/// Due dates in lists: relative to today by default, the date format when set; overdue marked
/// without colour; a mark for notes.
@MainActor
@Suite("Dates and marks in task lists", .serialized)
struct ListDatesTests {
  /// Wednesday 9 December 2026.
  static let today = Day(year: 2026, month: 12, day: 9)

  @Test(
    "relative days: words near today, the weekday within the week, days within four weeks, then the date",
    arguments: [
      (0, "today"), (1, "tomorrow"), (-1, "yesterday"), (2, "Fri"), (6, "Tue"), (7, "in 7 days"),
      (9, "in 9 days"), (27, "in 27 days"), (-2, "2 days ago"), (-27, "27 days ago"), (28, "2027-01-06"),
      (-28, "2026-11-11"), (400, "2028-01-13"),
    ])
  func relative(offset: Int, shown: String) {
    DayDisplay.listDates = .relative
    #expect(DayDisplay.listString(Self.today.adding(days: offset), today: Self.today) == shown)
  }

  @Test("the doc comment's sample")
  func sample() {
    let today = Day(year: 2026, month: 12, day: 9)
    let shown = RelativeDay.text(Day(year: 2026, month: 12, day: 11), today: today)  // "Fri"
    #expect(shown == "Fri")
  }

  @Test("list-dates = \"absolute\" shows the date format's date (today stays today)")
  func absolute() {
    defer { DayDisplay.listDates = .relative }
    DayDisplay.listDates = .absolute
    #expect(DayDisplay.listString(Self.today.adding(days: 2), today: Self.today) == "2026-12-11")
    #expect(DayDisplay.listString(Self.today, today: Self.today) == "today")
    let (configuration, problems) = UserConfiguration.parse(
      "list-dates = \"absolute\"\n", file: "c.toml", keymaps: AppKeymaps.all)
    #expect(problems.isEmpty && configuration.listDates == .absolute)
    let (_, wrong) = UserConfiguration.parse(
      "list-dates = \"iso\"\n", file: "c.toml", keymaps: AppKeymaps.all)
    #expect(wrong.map(\.description) == ["c.toml:1: list-dates: must be \"relative\" or \"absolute\""])
    #expect(UserConfiguration().listDates == .relative)
  }

  static func task(_ id: Int64, _ title: String, due: Int?, notes: String = "") -> TaskItem {
    TaskItem(
      id: id, title: title, notes: notes, due: due.map { today.adding(days: $0) }, createdAt: .distantPast,
      updatedAt: .distantPast)
  }

  static let tasks = [
    task(1, "Pay the bill", due: -3, notes: "account 42"), task(2, "Send cards", due: 2),
    task(3, "Plan the hike", due: nil),
  ]

  @Test("overdue is marked and bold without colour (NO_COLOR) and marked in plain mode; notes show ✎")
  func overdueWithoutColour() throws {
    DayDisplay.listDates = .relative
    let model = TaskListComponentModelMock(tasks: Self.tasks, today: Self.today, withFilters: false)
    let host = ViewHost(minimumSize: Size(width: 1, height: 1)) { TaskListComponent(model: model) }
    var colourless = Theme.standard
    for role in ThemeRole.allCases {
      colourless[role].foreground = nil
      colourless[role].background = nil
    }
    host.theme = colourless
    let buffer = host.render(size: Size(width: 60, height: 6))
    let row = try #require(buffer.lines.firstIndex { $0.contains("Pay the bill") })
    let line = buffer.lines[row]
    #expect(line.contains("! 3 days ago"), "\(line)")
    #expect(line.contains("✎ Pay the bill"), "\(line)")
    let column = try #require(line.range(of: "! 3 days ago")).lowerBound
    let x = line.distance(from: line.startIndex, to: column)
    #expect(buffer[x, row].style.bold, "the overdue date is bold with no colour")
    #expect(buffer.lines.contains { $0.contains("Send cards") && $0.contains("Fri") && !$0.contains("!") })

  }

  @Test("plain mode prints the overdue mark and the notes mark")
  func plainMode() async {
    DayDisplay.listDates = .relative
    let model = TaskListComponentModelMock(tasks: Self.tasks, today: Self.today, withFilters: false)
    let terminal = InMemoryTerminal(size: Size(width: 60, height: 10))
    let app = PlainLineApp(
      host: ViewHost(minimumSize: Size(width: 1, height: 1)) { TaskListComponent(model: model) },
      size: Size(width: 60, height: 10), io: terminal)
    app.start()
    await app.idle()
    let plain = String(decoding: terminal.output, as: UTF8.self)
    #expect(plain.contains("! 3 days ago"), "\(plain)")
    #expect(plain.contains("✎ Pay the bill"), "\(plain)")
    app.quit()
  }
}
