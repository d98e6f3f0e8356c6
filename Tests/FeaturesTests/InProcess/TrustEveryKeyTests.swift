import Foundation
import Services
import Testing

/// Keys a daily user has to be able to trust, the app in process on an in-memory terminal:
/// `u` takes back the change its notice names, however many and on whichever tab; a sheet
/// closed with Esc loses nothing; `q` inside a sheet is not the app's quit; `n` on the project
/// list makes one project after another.
@MainActor
@Suite("The app: every key can be trusted")
struct TrustEveryKeyTests {
  static let escape = "\u{1B}"
  static let clearLine = "\u{15}"  // Ctrl-U

  @Test("rename a project, delete another: u three times takes back those changes, U makes them again")
  func undoProjectChanges() async throws {
    let app = try await InProcessApp.demo(columns: 120, rows: 40)
    defer { app.removeFolder() }
    await app.send("nBuy bread\r")
    await app.send("2")
    // The project list is by name: Groceries, Home, Side project, Work.
    await app.send("r\(Self.clearLine)Food\r")
    #expect(app.text.contains("Renamed “Groceries” to “Food”  u undo"), "\(app.text)")
    await app.send("jd")
    #expect(app.text.contains("Undo brings it back"), "the dialog says what undo does: \(app.text)")
    await app.send("y")
    #expect(app.text.contains("Deleted project “Home” (its 6 tasks stay, in no project)"), "\(app.text)")

    await app.send("u")
    #expect(app.text.contains("Undone: Deleted project “Home” (its tasks are back in it)"), "\(app.text)")
    await app.send("u")
    #expect(app.text.contains("Undone: Renamed “Food” back to “Groceries”"), "\(app.text)")
    await app.send("u")
    #expect(app.text.contains("Undone: Created “Buy bread”"), "\(app.text)")
    let names = app.container.cache.value.projects.map(\.name).sorted()
    #expect(names == ["Groceries", "Home", "Side project", "Work"])
    #expect(app.container.cache.value.counts.openByProject.values.reduce(0, +) > 0)

    await app.send("UUU")
    #expect(app.text.contains("Redone: Deleted project “Home”"), "\(app.text)")
    #expect(app.container.cache.value.projects.map(\.name).sorted() == ["Food", "Side project", "Work"])
    #expect(await app.quit() == 0)
  }

  @Test("Esc on an edited sheet keeps what was typed, notes included; n or e brings it back")
  func escapeKeepsTheDraft() async throws {
    let app = try await InProcessApp.demo(columns: 120, rows: 40)
    defer { app.removeFolder() }
    await app.send("nBuy bread")
    await app.send("\t")
    await app.send("wholemeal")
    await app.send(Self.escape)
    #expect(!app.text.contains("New task"), "\(app.text)")
    #expect(app.text.contains("Kept what you typed: n opens it again"), "\(app.text)")
    await app.send("n")
    #expect(app.text.contains("Buy bread") && app.text.contains("wholemeal"), "\(app.text)")
    await app.send([0x13])  // Ctrl-S, from the field the sheet opened on
    #expect(app.text.contains("Created “Buy bread”"), "\(app.text)")
    let created = app.container.cache.value.tasks.first { $0.title == "Buy bread" }
    #expect(created?.notes == "wholemeal")

    await app.send("n")
    #expect(!app.text.contains("wholemeal"), "a saved draft is not offered again: \(app.text)")
    await app.send(Self.escape)
    await app.send("n")
    #expect(!app.text.contains("Buy bread  "), "an untouched sheet keeps nothing: \(app.text)")
    await app.send(Self.escape)
    #expect(await app.quit() == 0)
  }

  @Test("q on a sheet's button does not quit")
  func qInsideASheet() async throws {
    let app = try await InProcessApp.demo(columns: 120, rows: 40)
    defer { app.removeFolder() }
    await app.send("2n")
    await app.send("\t")  // the Create button
    await app.send("q")
    #expect(app.terminal.exitStatus == nil, "the app still runs")
    #expect(app.text.contains("New project"), "\(app.text)")
    await app.send(Self.escape)
    #expect(await app.quit() == 0)
  }

  @Test("n Alpha Enter n Beta Enter on the project list makes two projects, the last one highlighted")
  func twoProjectsInARow() async throws {
    let app = try await InProcessApp.demo(columns: 120, rows: 40)
    defer { app.removeFolder() }
    let tasks = app.container.cache.value.counts.inbox[.all]
    // Typed a key at a time, as a person does (in one read, a line break is a paste's: a space).
    for keys in ["2", "n", "Alpha", "\r", "n", "Beta", "\r"] { await app.send(keys) }
    let names = app.container.cache.value.projects.map(\.name)
    #expect(names.contains("Alpha") && names.contains("Beta"), "\(names)")
    #expect(app.container.cache.value.counts.inbox[.all] == tasks, "no task was made")
    #expect(app.text.contains("Created project “Beta”"), "\(app.text)")
    await app.send("d")
    #expect(app.text.contains("“Beta” will be deleted"), "d offers the new project: \(app.text)")
    await app.send("n")
    #expect(await app.quit() == 0)
  }
}

extension TrustEveryKeyTests {
  @Test("the project picker makes a project: m, +, a name, Enter moves the task into it")
  func pickerCreatesAProject() async throws {
    let app = try await InProcessApp.demo(columns: 120, rows: 40)
    defer { app.removeFolder() }
    await app.send("\r")  // the first task: Expense report for October, in Work
    await app.send("m")
    await app.send("+")
    #expect(app.text.contains("The task moves into it."), "\(app.text)")
    await app.send("Errands")
    await app.send("\r")
    let errands = try #require(app.container.cache.value.projects.first { $0.name == "Errands" })
    let task = app.container.cache.value.tasks.first { $0.title == "Expense report for October" }
    #expect(task?.projectID == errands.id)
    #expect(app.text.contains("Moved “Expense report for October” to Errands"), "\(app.text)")
    await app.send("u")
    #expect(app.text.contains("Undone: Moved “Expense report for October” back to Work"), "\(app.text)")
    #expect(await app.quit() == 0)
  }
}
