import Routing
import Testing

/// A shelf of books: a case with an id, one shown over it with the same id, and one with an
/// optional, labeled id — each declared once.
private enum Shelf: RouteDestination {
  case book(Int)
  case review(Int)
  case add(to: Int?)

  static var routes: [RouteCase<Self>] {
    [
      .pushed("books/{book}", Self.book),
      .presented("review", Self.review, after: Self.book, as: .sheet),
      .presented("books/new/{shelf?}", Self.add(to:), as: .sheet),
    ]
  }
}

@Suite("Route cases")
struct RouteCaseTests {
  @Test(
    "each destination is written from its one declaration and read back the same",
    arguments: [
      (Shelf.book(3), [Shelf](), ["books", "3"]),
      (.review(3), [.book(3)], ["review"]),
      (.review(3), [.book(4)], ["books", "3", "review"]),
      (.add(to: nil), [], ["books", "new"]),
      (.add(to: 2), [.book(1)], ["books", "new", "2"]),
    ])
  fileprivate func roundTrip(destination: Shelf, previous: [Shelf], segments: [String]) throws {
    #expect(destination.routeSegments(after: previous) == segments)
    var reader = RouteReader(Route(segments))
    var read = previous
    while !reader.isAtEnd {
      let next = try #require(try Shelf.read(from: &reader, after: read))
      read.append(next)
    }
    #expect(read.last == destination)
  }

  @Test("how a case is shown and what it is called come from its declaration")
  func presentation() {
    #expect(Shelf.book(1).routePresentation == nil)
    #expect(Shelf.review(1).routePresentation == .sheet)
    #expect(Shelf.add(to: 5).routePresentation == .sheet)
    #expect(Shelf.add(to: 5).routeCaseName == "add")
  }

  @Test(
    "a bad or missing id is one line naming what the placeholder names",
    arguments: [(["books", "x"], "‘x’ is not a book id"), (["books"], "/books needs a book id")])
  func badID(segments: [String], message: String) {
    var reader = RouteReader(Route(segments))
    #expect(throws: RouteError.self) { _ = try Shelf.read(from: &reader, after: []) }
    reader = RouteReader(Route(segments))
    do {
      _ = try Shelf.read(from: &reader, after: [])
    } catch {
      #expect(error.message == message)
    }
  }

  @Test("a segment no case starts with reads nothing and is left for the caller")
  func unknown() throws {
    var reader = RouteReader(Route(["shelves"]))
    #expect(try Shelf.read(from: &reader, after: []) == nil)
    #expect(reader.position == 0)
  }
}
