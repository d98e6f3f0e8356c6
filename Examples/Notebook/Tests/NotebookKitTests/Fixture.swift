import Switchyard
import Testing

@testable import NotebookKit

/// The notebooks and notes the tests run on.
enum Fixture {
  static let home = Notebook(name: "Home")
  static let recipes = Notebook(name: "Recipes")
  static let groceries = Note(notebookID: home.id, title: "Groceries", text: "Oat milk, rye bread, lemons.")
  static let plants = Note(notebookID: home.id, title: "Plants", text: "Water the fern on Sundays.")
  static let lemonCake = Note(
    notebookID: recipes.id, title: "Lemon cake", text: "Two lemons, 3 eggs, 180 °C.")

  /// A fresh service holding the fixture's notebooks and notes.
  static func service() -> InMemoryNoteService {
    InMemoryNoteService(notebooks: [home, recipes], notes: [groceries, plants, lemonCake])
  }

  /// A container over a fresh service, loaded, timing debounces on `clock`.
  @MainActor
  static func container(
    clock: any Clock<Duration> = ContinuousClock(), analytics: RecordingAnalytics = RecordingAnalytics()
  ) async -> NotebookContainer {
    let container = NotebookContainer(notes: service(), analytics: analytics, clock: clock)
    await container.load()
    return container
  }
}
