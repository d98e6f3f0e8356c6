extension InMemoryNoteService {
  /// A service holding a few notebooks to try the app with.
  static func withSamples() -> InMemoryNoteService {
    let home = Notebook(name: "Home")
    let work = Notebook(name: "Work")
    let recipes = Notebook(name: "Recipes")
    return InMemoryNoteService(
      notebooks: [home, work, recipes],
      notes: [
        Note(notebookID: home.id, title: "Groceries", text: "Oat milk, rye bread, lemons."),
        Note(notebookID: home.id, title: "Plants", text: "Water the fern on Sundays; the cactus monthly."),
        Note(notebookID: work.id, title: "Standup", text: "Ship the search debounce; review the flow tests."),
        Note(notebookID: work.id, title: "Ideas", text: "A calendar view drawn with DrawingView."),
        Note(notebookID: recipes.id, title: "Lemon cake", text: "Two lemons, 200 g sugar, 3 eggs, 180 °C."),
      ])
  }
}
