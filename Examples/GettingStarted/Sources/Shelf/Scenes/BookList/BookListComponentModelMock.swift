import Observation
import Switchyard

/// A book list for previews and tests: fixed books, and a record of what was asked.
@Observable @MainActor
public final class BookListComponentModelMock: BookListComponentModelProtocol {
  public var onEvent: (BookListEvent) -> Void = { _ in }
  public var books: [Book]
  public var selectedID: Book.ID?
  public private(set) var toggled: [Book.ID] = []

  public init(books: [Book]) {
    self.books = books
  }

  public func toggleRead(_ id: Book.ID) { toggled.append(id) }
  public func open(_ id: Book.ID) { onEvent(.open(id)) }
  public func add() { onEvent(.add) }
}
