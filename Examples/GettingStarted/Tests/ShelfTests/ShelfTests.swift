import Shelf
import Switchyard
import SwitchyardTesting
import Testing

@MainActor
@Suite("Shelf")
struct ShelfTests {
  @Test("the book list draws its books from a mock")
  func listFromMock() {
    let mock = BookListComponentModelMock(books: [
      Book(id: 1, title: "Dune", isRead: true), Book(id: 2, title: "Emma"),
    ])
    let screen = HeadlessRenderer.render(BookListComponent(model: mock), width: 30, height: 3)
    #expect(screen.contains("✓ Dune"))
    #expect(screen.contains("Emma"))
  }

  @Test("Enter opens the selected book; n then a title and Enter adds one")
  func navigation() {
    let cache = DataCache(value: ShelfState(books: [Book(id: 1, title: "Dune")]))
    let shelf = ShelfCoordinator(cache: cache)
    let harness = HeadlessHarness(width: 40, height: 10) { ShelfCoordinator.rootView(with: shelf) }
    harness.press(.enter)
    #expect(shelf.path == [.book(1)])
    harness.press(.escape, .character("n"))
    #expect(shelf.modalCover?.destination == .addBook)
    harness.type("Emma")
    harness.press(.enter)
    #expect(shelf.modalCover == nil)
    #expect(cache.value.books.map(\.title) == ["Dune", "Emma"])
  }
}
