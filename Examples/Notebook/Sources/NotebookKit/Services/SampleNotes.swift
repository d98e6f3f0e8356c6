import Foundation

extension InMemoryNoteService {
  /// A service holding a few notebooks to try the app with.
  static func withSamples() -> InMemoryNoteService {
    // Fixed ids, so a route to a sample (`notebook://notebooks/…`) still names it after a restart.
    let home = Notebook(id: sampleID(1), name: "Home")
    let work = Notebook(id: sampleID(2), name: "Work")
    let recipes = Notebook(id: sampleID(3), name: "Recipes")
    return InMemoryNoteService(
      notebooks: [home, work, recipes],
      notes: [
        Note(id: sampleID(11), notebookID: home.id, title: "Groceries", text: "Oat milk, rye bread, lemons."),
        Note(
          id: sampleID(12), notebookID: home.id, title: "Plants",
          text: "Water the fern on Sundays; the cactus monthly."
        ),
        Note(
          id: sampleID(13), notebookID: work.id, title: "Standup",
          text: "Ship the search debounce; review the flow tests."),
        Note(
          id: sampleID(14), notebookID: work.id, title: "Ideas",
          text: "A calendar view drawn with DrawingView."),
        Note(
          id: sampleID(15), notebookID: recipes.id, title: "Lemon cake",
          text: "- Two lemons\n- 200 g sugar\n- 3 eggs\n\nBake at **180 °C** for *forty* minutes."
        ),
      ])
  }

  /// The id of sample `number`: `00000000-0000-0000-0000-0000000000nn`.
  private static func sampleID(_ number: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
  }
}
