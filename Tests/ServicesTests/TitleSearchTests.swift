import Foundation
import Testing

@testable import Services

/// The palette's lookup: tasks by a word prefix of their title, through the search index's
/// words, in a real SQLite file.
@MainActor
@Suite("Title search (the palette's lookup)")
struct TitleSearchTests {
  @Test("a task is found by any word of its title or its start, case and accents ignored; never by its notes")
  func byWord() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let milk = try await session.tasks.create(TaskDraft(title: "Buy oat milk", notes: "from the corner shop"))
    let cafe = try await session.tasks.create(TaskDraft(title: "Café with Zoë"))
    _ = try await session.tasks.create(TaskDraft(title: "Walk the dog"))
    for query in ["oat", "MIL", "buy", "milk", "  milk "] {
      #expect(try await session.tasks.titleSearch(query, limit: 10).map(\.id) == [milk.id], "\(query)")
    }
    #expect(try await session.tasks.titleSearch("cafe zo", limit: 10).map(\.id) == [cafe.id])
    #expect(try await session.tasks.titleSearch("oat buy", limit: 10).map(\.id) == [milk.id])
    #expect(try await session.tasks.titleSearch("oat dog", limit: 10).isEmpty)
    #expect(try await session.tasks.titleSearch("corner", limit: 10).isEmpty, "notes are not titles")
    #expect(try await session.tasks.titleSearch("ilk", limit: 10).isEmpty, "words match from their start")
    #expect(try await session.tasks.titleSearch(" \"*( ", limit: 10).isEmpty)
  }

  @Test(
    "ranked: a whole word before a longer one, shorter completions first, open before done; the limit holds")
  func ranking() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let shake = try await session.tasks.create(TaskDraft(title: "Milkshake party"))
    let milky = try await session.tasks.create(TaskDraft(title: "Milky way photo"))
    let doneMilk = try await session.tasks.create(TaskDraft(title: "Buy milk"))
    try await session.tasks.toggleDone(doneMilk.id)
    let openMilk = try await session.tasks.create(TaskDraft(title: "Milk the goats"))
    let found = try await session.tasks.titleSearch("milk", limit: 10).map(\.id)
    #expect(found == [openMilk.id, doneMilk.id, shake.id, milky.id])
    #expect(try await session.tasks.titleSearch("milk", limit: 2).map(\.id) == [openMilk.id, doneMilk.id])
  }

  @Test("another user's tasks are never found")
  func isolation() async throws {
    let folder = TemporaryFolder()
    let ada = try await Session.signedIn(folder)
    _ = try await ada.tasks.create(TaskDraft(title: "Ada's secret plan"))
    let eve = try await Session.signedIn(folder, as: "eve@example.com")
    let mine = try await eve.tasks.create(TaskDraft(title: "Eve's plan"))
    #expect(try await eve.tasks.titleSearch("plan", limit: 10).map(\.id) == [mine.id])
  }

  @Test("a renamed task is found by its new title, not its old one; a deleted one not at all")
  func followsChanges() async throws {
    let folder = TemporaryFolder()
    let session = try await Session.signedIn(folder)
    let task = try await session.tasks.create(TaskDraft(title: "Call the plumber"))
    try await session.tasks.edit(task.id, to: TaskDraft(title: "Call the electrician"))
    #expect(try await session.tasks.titleSearch("plumb", limit: 10).isEmpty)
    #expect(try await session.tasks.titleSearch("elec", limit: 10).map(\.id) == [task.id])
    try await session.tasks.delete(task.id)
    #expect(try await session.tasks.titleSearch("elec", limit: 10).isEmpty)
  }
}
