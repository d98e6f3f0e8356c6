import Observation
import Switchyard

/// The app's one flow: the book list, a book pushed over it, and a sheet to add a book.
@Observable @MainActor
public final class ShelfCoordinator: NavigationStackCoordinator, ModalPresenter {
  public enum Destination: NavigationDestination {
    case book(Book.ID)
    case addBook
  }

  public var path: [Destination] = []
  public var modalCover: ModalCoverModel<Destination>?
  @ObservationIgnored let cache: DataCache<ShelfState>

  public init(cache: DataCache<ShelfState>) {
    self.cache = cache
  }

  public static func rootView(with coordinator: ShelfCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Shelf") {
      BookListComponent(model: coordinator.bookListModel())
    }
  }

  public func scene(for destination: Destination) -> some View {
    switch destination {
    case .book(let id):
      Text(cache.value.books.first { $0.id == id }?.title ?? "This book is gone").bold()
    case .addBook:
      AddBookComponent(
        model: AddBookComponentModel(cache: self.cache) { [weak self] in self?.dismissModal() })
    }
  }

  public func title(for destination: Destination) -> String {
    switch destination {
    case .book: "Book"
    case .addBook: "Add a book"
    }
  }

  private func bookListModel() -> BookListComponentModel {
    let model = BookListComponentModel(cache: cache)
    model.onEvent = { [weak self] event in self?.handle(event) }
    return model
  }

  private func handle(_ event: BookListEvent) {
    switch event {
    case .open(let id): navigate(to: .book(id))
    case .add: present(modal: .addBook, type: .sheet)
    }
  }
}
