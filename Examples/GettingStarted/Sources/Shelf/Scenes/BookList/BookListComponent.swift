import Switchyard

/// What the book list reports to its coordinator.
public enum BookListEvent: Equatable {
  case open(Book.ID)
  case add
}

/// What the book list needs: implemented by the live model and by a mock.
@MainActor
public protocol BookListComponentModelProtocol: ComponentModel where Event == BookListEvent {
  var books: [Book] { get }
  var selectedID: Book.ID? { get set }
  func toggleRead(_ id: Book.ID)
  func open(_ id: Book.ID)
  func add()
}

/// The list of books: Enter opens one, Space marks it read, `n` adds one.
public struct BookListComponent<Model: BookListComponentModelProtocol>: View {
  @StateObject var model: Model

  public init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  public var body: some View {
    List(
      model.books, selection: Binding(model, \.selectedID), emptyText: "No books yet: press n",
      onSubmit: { model.open($0.id) }
    ) { book in
      Text((book.isRead ? "✓ " : "  ") + book.title)
    }
    .onKey(.character(" "), hint: "read") { if let id = selectedBook { model.toggleRead(id) } }
    .onKey(.character("n"), hint: "add") { model.add() }
  }

  /// The highlighted book: the list starts on the first one.
  private var selectedBook: Book.ID? {
    model.selectedID ?? model.books.first?.id
  }
}
