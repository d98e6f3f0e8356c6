import Observation
import Switchyard

/// The live book list: reads the cache, writes through it.
@Observable @MainActor
public final class BookListComponentModel: BookListComponentModelProtocol {
  public let onEvent: (BookListEvent) -> Void
  public var selectedID: Book.ID?
  @ObservationIgnored private let cache: DataCache<ShelfState>

  public init(cache: DataCache<ShelfState>, onEvent: @escaping (BookListEvent) -> Void) {
    self.cache = cache
    self.onEvent = onEvent
  }

  public var books: [Book] { cache.value.books }

  public func toggleRead(_ id: Book.ID) {
    guard let index = cache.value.books.firstIndex(where: { $0.id == id }) else { return }
    cache.update(\.books[index].isRead, with: !cache.value.books[index].isRead)
  }

  public func open(_ id: Book.ID) { onEvent(.open(id)) }
  public func add() { onEvent(.add) }
}

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
