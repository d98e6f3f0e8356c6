/// A book on the shelf.
public struct Book: Identifiable, Equatable, Sendable {
  public let id: Int
  public var title: String
  public var isRead = false

  public init(id: Int, title: String, isRead: Bool = false) {
    self.id = id
    self.title = title
    self.isRead = isRead
  }
}

/// Everything the app knows: the single source of truth, kept in a `DataCache`.
public struct ShelfState: Equatable, Sendable {
  public var books: [Book] = []

  public init(books: [Book] = []) {
    self.books = books
  }
}
