import Observation
import TerminalUI

/// An element of a test tree: leaves have no children (nil), parents an array.
struct TreeItem: Identifiable, Hashable, Sendable {
  let id: String
  var children: [TreeItem]?

  init(_ id: String, _ children: [TreeItem]? = nil) {
    self.id = id
    self.children = children
  }

  /// A small garden: two parents with a nested parent, and a leaf at the root.
  static let garden = [
    TreeItem(
      "Fruit",
      [TreeItem("Apples", [TreeItem("Braeburn"), TreeItem("Gala")]), TreeItem("Pears"), TreeItem("Plums")]),
    TreeItem("Vegetables", [TreeItem("Carrots"), TreeItem("Leeks")]),
    TreeItem("Notes"),
  ]
}

/// The selected element's id, as a model holds it.
@Observable @MainActor
final class TreeSelection {
  var id: String?
  var opened: [String] = []
  var roots = TreeItem.garden
}

/// A generated tree whose children are made when asked: `width` children a parent, parents down
/// to `depth`; every call to `children` is counted by parent.
@MainActor
final class CountingTree {
  struct Element: Identifiable, Hashable {
    let id: String
    let depth: Int
  }

  let width: Int
  let depth: Int
  private(set) var asked: [String: Int] = [:]

  init(width: Int, depth: Int) {
    self.width = width
    self.depth = depth
  }

  var roots: [Element] { (0..<width).map { Element(id: "\($0)", depth: 0) } }

  func hasChildren(_ element: Element) -> Bool { element.depth < depth }

  func children(_ element: Element) -> [Element] {
    asked[element.id, default: 0] += 1
    return (0..<width).map { Element(id: element.id + "." + String($0), depth: element.depth + 1) }
  }
}
