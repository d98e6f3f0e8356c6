import Testing

@testable import TerminalUI

/// The outline's index of visible rows on its own: positions, depths and parents after
/// expanding and collapsing, following the data, and asking for children lazily.
@MainActor
@Suite("Outline index")
struct OutlineStateTests {
  func source(_ roots: [TreeItem]) -> OutlineSource<[TreeItem]> {
    OutlineSource(roots: roots, isParent: { $0.children != nil }, children: { $0.children })
  }

  func ids(_ state: OutlineState<[TreeItem]>) -> [String] {
    (0..<state.count).map { position in
      let row = state.row(at: position)
      return String(repeating: " ", count: row.depth) + row.element.id
    }
  }

  @Test("expanding and collapsing inserts and removes a parent's rows; depths and parents follow")
  func expandCollapse() {
    let garden = source(TreeItem.garden)
    let state = OutlineState(source: garden)
    #expect(ids(state) == ["Fruit", "Vegetables", "Notes"])
    #expect(state.setExpanded(true, at: 0, source: garden))
    #expect(state.setExpanded(true, at: 1, source: garden))  // Apples
    #expect(state.setExpanded(true, at: 6, source: garden))  // Vegetables
    #expect(
      ids(state) == [
        "Fruit", " Apples", "  Braeburn", "  Gala", " Pears", " Plums", "Vegetables", " Carrots", " Leeks",
        "Notes",
      ])
    #expect(state.row(at: 3).parentPosition == 1)
    #expect(state.row(at: 4).parentPosition == 0)
    #expect(state.row(at: 8).parentPosition == 6)
    #expect(state.row(at: 9).parentPosition == nil)
    #expect(!state.setExpanded(true, at: 9, source: garden), "a leaf does not expand")
    #expect(state.setExpanded(false, at: 0, source: garden))
    #expect(ids(state) == ["Fruit", "Vegetables", " Carrots", " Leeks", "Notes"])
    // Apples was expanded inside Fruit: it shows expanded again with its parent.
    #expect(state.setExpanded(true, at: 0, source: garden))
    #expect(ids(state).count == 10)
    #expect(state.position(of: "Gala", near: 0) == 3)
  }

  @Test("each frame follows the data: a child added, an expanded parent moved or removed")
  func refresh() {
    var roots = TreeItem.garden
    let state = OutlineState(source: source(roots))
    state.setExpanded(true, at: 1, source: source(roots))  // Vegetables
    roots[1].children?.append(TreeItem("Onions"))
    state.refresh(source(roots))
    #expect(ids(state) == ["Fruit", "Vegetables", " Carrots", " Leeks", " Onions", "Notes"])
    roots.insert(TreeItem("Herbs"), at: 0)
    state.refresh(source(roots))
    #expect(ids(state) == ["Herbs", "Fruit", "Vegetables", " Carrots", " Leeks", " Onions", "Notes"])
    roots.remove(at: 2)
    state.refresh(source(roots))
    #expect(ids(state) == ["Herbs", "Fruit", "Notes"])
    roots.append(TreeItem("Vegetables", [TreeItem("Kale")]))
    state.refresh(source(roots))
    #expect(ids(state) == ["Herbs", "Fruit", "Notes", "Vegetables", " Kale"], "its expansion is kept by id")
  }

  @Test("children are asked for only of expanded elements, however large the tree")
  func lazyChildren() {
    let tree = CountingTree(width: 1000, depth: 3)
    let source = OutlineSource(roots: tree.roots, isParent: tree.hasChildren, children: tree.children)
    let state = OutlineState(source: source)
    #expect(state.count == 1000)
    #expect(tree.asked.isEmpty)
    state.setExpanded(true, at: 500, source: source)
    state.setExpanded(true, at: 502, source: source)  // 500.1
    #expect(state.count == 3000)
    #expect(tree.asked == ["500": 1, "500.1": 1])
    #expect(state.row(at: 1502).element.id == "500.1.999")
    #expect(state.row(at: 1502).parentPosition == 502)
    #expect(state.row(at: 2500).element.id == "500.999")
    #expect(state.row(at: 2600).element.id == "600")
    state.refresh(source)
    #expect(
      tree.asked == ["500": 2, "500.1": 2], "a frame reads the expanded elements' children again, only theirs"
    )
  }

  @Test("a row's position in a large tree is found by the index, as a walk over the rows finds it")
  func positionsMatchAWalk() {
    let tree = CountingTree(width: 6, depth: 3)
    let source = OutlineSource(roots: tree.roots, isParent: tree.hasChildren, children: tree.children)
    let state = OutlineState(source: source)
    var generator = SystemRandomNumberGenerator()
    let initial = UInt64.random(in: 0...UInt64.max, using: &generator)
    var seed = initial
    for _ in 0..<200 {
      // A small linear congruential generator, so a failure can be replayed from its seed.
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let position = Int(seed >> 33) % state.count
      state.setExpanded(!state.row(at: position).isExpanded, at: position, source: source)
    }
    var walked: [(String, Int)] = []
    func walk(_ elements: [CountingTree.Element], depth: Int) {
      for element in elements {
        walked.append((element.id, depth))
        if state.expanded.contains(element.id), tree.hasChildren(element) {
          walk(tree.children(element), depth: depth + 1)
        }
      }
    }
    walk(tree.roots, depth: 0)
    #expect(state.count == walked.count, "seed \(initial)")
    for (position, (id, depth)) in walked.enumerated() {
      let row = state.row(at: position)
      #expect(row.element.id == id && row.depth == depth, "seed \(initial) at \(position)")
    }
  }
}
