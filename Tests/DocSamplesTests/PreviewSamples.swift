import Observation
import Switchyard
import SwitchyardTesting
import Testing

// The Previews article's samples, compiled and run.

@MainActor
protocol ShelfComponentModelProtocol: AnyObject, Observable {
  var books: [String] { get }
}

@Observable @MainActor
final class ShelfComponentModelMock: ShelfComponentModelProtocol {
  var books: [String]
  init(books: [String]) { self.books = books }
}

extension ShelfComponentModelProtocol {
  var state: ComponentState<[String]> {
    books.isEmpty ? .empty(StateInfo("No books yet", message: "Books you add show here.")) : .ready(books)
  }
}

struct ShelfComponent<Model: ShelfComponentModelProtocol>: View {
  let model: Model
  var body: some View {
    VStack {
      Text("Shelf").bold()
      ComponentStateView(model.state) { books in
        ForEach(books, id: \.self) { Text($0) }
      }
    }
  }
}

enum ShelfPreviews {
  @MainActor static var all: [Preview] {
    [
      Preview(scene: "Shelf", state: "empty") { ShelfComponent(model: ShelfComponentModelMock(books: [])) },
      Preview(
        scene: "Shelf", state: "two books", sizes: [Size(width: 80, height: 24), Size(width: 40, height: 12)]
      ) {
        ShelfComponent(model: ShelfComponentModelMock(books: ["Dune", "Emma"]))
      },
    ]
  }
}

@MainActor
@Suite("Preview samples")
struct PreviewSamples {
  @Test func previews() {
    assertPreviewSnapshots(ShelfPreviews.all)
  }

  @Test func emptyShelf() {
    let mock = ShelfComponentModelMock(books: [])
    assertShowsComponentState(ShelfComponent(model: mock), mock.state)
  }

  @Test("the browser over the shelf's previews")
  func browser() {
    let previews = ShelfPreviews.all
    let host = ViewHost { PreviewBrowser(previews) }
    #expect(host.render(size: Size(width: 100, height: 30)).lines.joined().contains("Shelf · two books"))
    let app = TerminalApp(host: ViewHost { PreviewBrowser(ShelfPreviews.all) })
    #expect(app.host.render(size: Size(width: 100, height: 30)).lines.joined().contains("Shelf · empty"))
  }
}
