import Observation
import Testing

@testable import TerminalUI

struct Item: Identifiable, Equatable {
  let id: Int
  var title: String
}

@Observable @MainActor
final class Catalog {
  var items = (0..<100_000).map { Item(id: $0 * 3, title: "item \($0)") }
  var selectedID: Int? = 150_000
  var opened: [Int] = []
}

@MainActor
@Suite("Data lists: selection by id")
struct DataListTests {
  func harness(_ catalog: Catalog) -> HeadlessHarness {
    HeadlessHarness(width: 20, height: 3) {
      List(
        catalog.items, selection: Binding(catalog, \.selectedID), onSubmit: { catalog.opened.append($0.id) }
      ) {
        Text($0.title)
      }
    }
  }

  @Test("keys move the selected id through the data; Enter opens the selected element")
  func keys() {
    let catalog = Catalog()
    let harness = harness(catalog)
    #expect(harness.screen.contains("▸ item 50000"))
    harness.press(.down, .down, .up)
    #expect(catalog.selectedID == 150_003)
    harness.press(.pageDown)
    #expect(catalog.selectedID == 150_012)
    harness.press(.enter)
    #expect(catalog.opened == [150_012])
  }

  @Test("the selection stays on its element when the data changes around it")
  func dataChanges() {
    let catalog = Catalog()
    let harness = harness(catalog)
    #expect(harness.screen.contains("▸ item 50000"))
    catalog.items.insert(contentsOf: [Item(id: -1, title: "new a"), Item(id: -2, title: "new b")], at: 0)
    #expect(harness.screen.contains("▸ item 50000"))
    harness.press(.down)
    #expect(catalog.selectedID == 150_003)
  }

  @Test("when the selected row goes away, the highlight stays at its position and selects the row now there")
  func selectedRowRemoved() {
    let catalog = Catalog()
    let harness = harness(catalog)
    harness.press(.down)
    #expect(catalog.selectedID == 150_003)
    catalog.items.removeAll { $0.id == 150_003 }
    #expect(harness.screen.contains("▸ item 50002"))
    #expect(catalog.selectedID == 150_006, "the model acts on the row the user sees")
    harness.press(.down)
    #expect(catalog.selectedID == 150_009)
    catalog.items.removeLast(99_995)
    #expect(harness.screen.contains("▸ item 3"), "past the end: the last row")
    #expect(catalog.selectedID == 9)
    catalog.items.removeAll()
    _ = harness.screen
    #expect(catalog.selectedID == nil, "an empty list selects nothing")
  }

  @Test("no selection, or a selected id that is not there, selects the row highlighted (the first)")
  func missingSelection() {
    let catalog = Catalog()
    catalog.selectedID = nil
    let harness = harness(catalog)
    #expect(harness.screen.hasPrefix("▸ item 0"))
    #expect(catalog.selectedID == 0)
    catalog.selectedID = 1
    #expect(harness.screen.hasPrefix("▸ item 0"))
    #expect(catalog.selectedID == 0)
  }
}
