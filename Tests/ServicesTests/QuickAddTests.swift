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
    #expect(QuickAdd("Fix #42 and # too", today: today, projects: projects).title == "Fix #42 and # too")
    #expect(QuickAdd("Say hi!", today: today, projects: projects).title == "Say hi!")
    #expect(QuickAdd("Plan for today's meeting", today: today, projects: projects).due == nil)
  }

  @Test(
    "dates as people say them, of one or more words, anywhere in the line (today is Sunday 2026-11-22)",
    arguments: [
      ("Call mom fri", "Call mom", "2026-11-27"), ("Pay rent next friday !2", "Pay rent", "2026-11-27"),
      ("Check in 2 weeks on the roof", "Check on the roof", "2026-12-06"),
      ("Renew +1w", "Renew", "2026-11-29"),
      ("tom buy bread", "buy bread", "2026-11-23"), ("Send cards dec 24", "Send cards", "2026-12-24"),
      ("Send cards 24 dec 2027", "Send cards", "2027-12-24"),
      ("Book flights 12/24", "Book flights", "2026-12-24"),
      ("Report eom", "Report", "2026-11-30"), ("Hike this weekend", "Hike", "2026-11-22"),
    ])
  func spokenDates(text: String, title: String, due: String) {
    let add = QuickAdd(text, phrases: DatePhrases(today: today, order: .monthFirst), projects: projects)
    #expect(add.title == title)
    #expect(add.due?.description == due)
  }

  @Test("Tom, Sun, Sat and Wed written as names stay in the title; in lower case they are dates")
  func namesStay() {
    let phrases = DatePhrases(today: today, order: .monthFirst)
    let tom = QuickAdd("Call Tom", phrases: phrases, projects: projects)
    #expect(tom.title == "Call Tom" && tom.due == nil)
    #expect(QuickAdd("Buy Sun cream", phrases: phrases, projects: projects).title == "Buy Sun cream")
    #expect(QuickAdd("Call Tom sat", phrases: phrases, projects: projects).due?.description == "2026-11-28")
    #expect(QuickAdd("Pay Tom next Fri", phrases: phrases, projects: projects).title == "Pay Tom")
  }

  @Test("#Name for a project that does not exist is a project to create, out of the title")
  func newProject() {
    let add = QuickAdd("Fix the sink #Home !3", today: today, projects: projects)
    #expect(add.title == "Fix the sink" && add.newProject == "Home" && add.projectID == nil)
    #expect(add.priority == .high)
    let kept = QuickAdd(
      "Fix the sink #Home", phrases: DatePhrases(today: today), projects: projects,
      keepingUnknownProjects: true)
    #expect(kept.title == "Fix the sink #Home" && kept.newProject == nil)
    #expect(QuickAdd("Fix #42", today: today, projects: projects).newProject == nil)
    let known = QuickAdd("Weigh #Home #groceries", today: today, projects: projects)
    #expect(known.projectID == 1 && known.newProject == nil, "the last #Name wins")
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
    self.newProject = nil
    self.title = title
    self.due = due
    self.priority = priority
    self.projectID = projectID
  }
}
