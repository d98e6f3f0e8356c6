import Container
import Foundation
import Services
import SwitchyardTesting
import Testing

/// Two instances on one database file, each editing the same task from the copy it read:
/// nothing either saved is lost; where both changed the same field, the second is refused
/// until its user chooses.
@MainActor
@Suite("Two instances editing one task")
struct EditConflictTests {
  func twoInstances(_ folder: TemporaryFolder) async throws -> (AppContainer, AppContainer, TaskItem) {
    try await ContainerTests.twoInstances(folder, with: TaskDraft(title: "Pay rent", notes: "By the 1st"))
  }

  @Test("A saves the notes, B saves the title from its older copy: both changes are there")
  func differentFieldsMerge() async throws {
    let folder = TemporaryFolder()
    let (here, there, task) = try await twoInstances(folder)
    let base = TaskDraft(task)
    var mine = base
    mine.notes = "By the 1st, by transfer"
    try await here.tasks.edit(task.id, from: base, to: mine, keepingMine: false)
    var theirs = base
    theirs.title = "Pay the rent"
    try await there.tasks.edit(task.id, from: base, to: theirs, keepingMine: false)
    let saved = try #require(try await stored(here, task.id))
    #expect(saved.title == "Pay the rent" && saved.notes == "By the 1st, by transfer")
  }

  @Test("both change the notes: the second save is refused and nothing is lost; keeping mine then saves")
  func sameFieldConflicts() async throws {
    let folder = TemporaryFolder()
    let (here, there, task) = try await twoInstances(folder)
    let base = TaskDraft(task)
    var first = base
    first.notes = "Transfer on the 28th"
    try await here.tasks.edit(task.id, from: base, to: first, keepingMine: false)
    var second = base
    second.notes = "Cash"
    second.priority = .high
    await #expect(throws: EditConflict.self) {
      try await there.tasks.edit(task.id, from: base, to: second, keepingMine: false)
    }
    do {
      try await there.tasks.edit(task.id, from: base, to: second, keepingMine: false)
    } catch let conflict as EditConflict {
      #expect(conflict.fields == [.notes] && conflict.current.notes == "Transfer on the 28th")
    }
    var saved = try #require(try await stored(here, task.id))
    #expect(
      saved.notes == "Transfer on the 28th" && saved.priority == .none, "the refused save wrote nothing")
    try await there.tasks.edit(task.id, from: base, to: second, keepingMine: true)
    saved = try #require(try await stored(here, task.id))
    #expect(saved.notes == "Cash" && saved.priority == .high)
  }

  @Test("the same change made in both places is no conflict")
  func sameValue() async throws {
    let folder = TemporaryFolder()
    let (here, there, task) = try await twoInstances(folder)
    let base = TaskDraft(task)
    var change = base
    change.notes = "Done by standing order"
    try await here.tasks.edit(task.id, from: base, to: change, keepingMine: false)
    try await there.tasks.edit(task.id, from: base, to: change, keepingMine: false)
    #expect(try await stored(here, task.id)?.notes == "Done by standing order")
  }

  @Test("a task deleted elsewhere: the save says so and creates nothing")
  func deletedElsewhere() async throws {
    let folder = TemporaryFolder()
    let (here, there, task) = try await twoInstances(folder)
    try await here.tasks.delete(task.id)
    var change = TaskDraft(task)
    change.title = "Pay rent now"
    await #expect(throws: ContentError.notFound) {
      try await there.tasks.edit(task.id, from: TaskDraft(task), to: change, keepingMine: true)
    }
    #expect(try await there.tasks.loadAll().isEmpty)
  }
}
