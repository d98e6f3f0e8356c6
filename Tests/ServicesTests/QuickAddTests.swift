import Services
import Testing

@Suite("Quick add: a task and its details in one line")
struct QuickAddTests {
  let today = Day(year: 2026, month: 11, day: 22)
  let projects = [Project(id: 1, name: "Groceries"), Project(id: 2, name: "Work stuff")]

  @Test("the issue's example: due tomorrow, medium priority, in Groceries")
  func example() {
    let add = QuickAdd("Buy milk tomorrow !2 #Groceries", today: today, projects: projects)
    #expect(add == QuickAdd(title: "Buy milk", due: today.adding(days: 1), priority: .medium, projectID: 1))
  }

  @Test(
    "each recognised word, anywhere in the line",
    arguments: [
      ("today Call mom", "Call mom", Day(year: 2026, month: 11, day: 22), nil, nil),
      ("Pay rent +3", "Pay rent", Day(year: 2026, month: 11, day: 25), nil, nil),
      ("Renew 2027-01-31 passport", "Renew passport", Day(year: 2027, month: 1, day: 31), nil, nil),
      ("!high Fix the roof", "Fix the roof", nil, Priority.high, nil),
      ("Weigh #groceries flour !low", "Weigh flour", nil, Priority.low, Int64(1)),
    ] as [(String, String, Day?, Priority?, Int64?)])
  func words(text: String, title: String, due: Day?, priority: Priority?, project: Int64?) {
    let add = QuickAdd(text, today: today, projects: projects)
    #expect(add.title == title)
    #expect(add.due == due)
    #expect(add.priority == priority)
    #expect(add.projectID == project)
  }

  @Test("what only looks like syntax stays in the title")
  func plainWords() {
    #expect(QuickAdd("Read 1984", today: today, projects: projects).title == "Read 1984")
    #expect(
      QuickAdd("Fix #42 and #Unknown", today: today, projects: projects).title == "Fix #42 and #Unknown")
    #expect(QuickAdd("Say hi!", today: today, projects: projects).title == "Say hi!")
    #expect(QuickAdd("Plan for today's meeting", today: today, projects: projects).due == nil)
  }

  @Test("a pasted title keeps its runs of spaces; a recognised word goes with the space before it")
  func spacing() {
    let add = QuickAdd("  Table:  a   b\u{3000}c  tomorrow   !2  ", today: today, projects: projects)
    #expect(add.title == "Table:  a   b\u{3000}c")
    #expect(add.due == today.adding(days: 1) && add.priority == .medium)
    #expect(QuickAdd("tomorrow  Pay   rent", today: today, projects: projects).title == "Pay   rent")
  }
}

extension QuickAdd {
  init(title: String, due: Day?, priority: Priority?, projectID: Project.ID?) {
    self.init("", today: Day(year: 2000, month: 1, day: 1), projects: [])
    self.title = title
    self.due = due
    self.priority = priority
    self.projectID = projectID
  }
}
