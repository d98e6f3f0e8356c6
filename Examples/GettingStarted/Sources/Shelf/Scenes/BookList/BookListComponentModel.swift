import Observation
import Switchyard

/// The live book list: reads the cache, writes through it.
@Observable @MainActor
public final class BookListComponentModel: BookListComponentModelProtocol {
  public var onEvent: (BookListEvent) -> Void = { _ in }
  public var selectedID: Book.ID?
  @ObservationIgnored private let cache: DataCache<ShelfState>

  public init(cache: DataCache<ShelfState>) {
    self.cache = cache
  }

  public var books: [Book] { cache.value.books }

  public func toggleRead(_ id: Book.ID) {
    guard let index = cache.value.books.firstIndex(where: { $0.id == id }) else { return }
    cache.update(\.books[index].isRead, with: !cache.value.books[index].isRead)
  }

  public func open(_ id: Book.ID) { onEvent(.open(id)) }
  public func add() { onEvent(.add) }
}
