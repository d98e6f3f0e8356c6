import Testing

@testable import TerminalUI

/// A titled outline of the garden, its selection and opened leaves in a model.
struct GardenOutline: View {
  let model: TreeSelection
  var body: some View {
    VStack {
      Text("Garden")
      OutlineGroup(
        model.roots, children: \.children, selection: Binding(model, \.id),
        onSubmit: { model.opened.append($0.id) }
      ) { item in
        Text(item.id)
      }
    }
  }
}

/// The outline driven through the full-screen runtime on an in-memory terminal: many keys in
/// one read, clicks and the wheel.
@MainActor
@Suite("OutlineGroup through the runtime")
struct OutlineRuntimeTests {
  func start(_ model: TreeSelection, size: Size = Size(width: 30, height: 12)) throws -> InMemoryTerminal {
    try .running(size) { GardenOutline(model: model) }
  }

  func lines(_ terminal: InMemoryTerminal) -> [String] {
    terminal.screen.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  @Test(
    "one read: expand, into the child, expand it, down twice, Enter on a leaf, back to the parent, collapse, down"
  )
  func burst() throws {
    let model = TreeSelection()
    let terminal = try start(model)
    #expect(model.id == "Fruit", "the first row is selected")
    terminal.send("\u{1B}[C\u{1B}[Cljj\r" + "hh\u{1B}[B")
    #expect(model.opened == ["Gala"])
    #expect(model.id == "Pears")
    #expect(
      Array(lines(terminal).prefix(6)) == [
        "Garden", "▾ Fruit", "  ▸ Apples", "    Pears", "    Plums", "▸ Vegetables",
      ])
  }

  @Test(
    "Space toggles a parent; Enter opens it (the outline has onSubmit); ← collapses a root, then does nothing"
  )
  func toggles() throws {
    let model = TreeSelection()
    let terminal = try start(model)
    terminal.send(" \u{1B}[B\u{1B}[B\u{1B}[B\u{1B}[B \r")
    #expect(model.id == "Vegetables")
    #expect(model.opened == ["Vegetables"])
    #expect(lines(terminal).contains("    Carrots"))
    terminal.send("\u{1B}[A\u{1B}[A\u{1B}[A\u{1B}[A\u{1B}[D\u{1B}[D")
    #expect(model.id == "Fruit")
    #expect(!lines(terminal).contains("  ▸ Apples"))
    #expect(lines(terminal).contains("▾ Vegetables"))
  }

  @Test("without onSubmit, Enter expands and collapses a parent, and a click on the selected row does too")
  func enterToggles() throws {
    let model = TreeSelection()
    let terminal = try InMemoryTerminal.running(Size(width: 30, height: 10)) {
      OutlineGroup(model.roots, children: \.children, selection: Binding(model, \.id)) { Text($0.id) }
    }
    terminal.send("\r\u{1B}[B\r")
    #expect(terminal.screen.lines[1].hasPrefix("  ▾ Apples"))
    terminal.send("\u{1B}[<0;8;2M\u{1B}[<0;8;2m")
    #expect(terminal.screen.lines[1].hasPrefix("  ▸ Apples"))
    terminal.send("\u{1B}[A\r")
    #expect(terminal.screen.lines[1].hasPrefix("▸ Vegetables"))
    #expect(model.opened.isEmpty)
  }

  @Test("a click on a mark expands without moving on; a click selects; a click on the selected leaf opens it")
  func clicks() throws {
    let model = TreeSelection()
    let terminal = try start(model)
    // Row 3 (1-based) is Vegetables: its mark is in column 1.
    terminal.send("\u{1B}[<0;1;3M\u{1B}[<0;1;3m")
    #expect(lines(terminal).contains("▾ Vegetables"))
    #expect(model.id == "Vegetables")
    terminal.send("\u{1B}[<0;6;5M\u{1B}[<0;6;5m")
    #expect(model.id == "Leeks")
    #expect(model.opened.isEmpty)
    terminal.send("\u{1B}[<0;6;5M\u{1B}[<0;6;5m")
    #expect(model.opened == ["Leeks"])
    // A click on a row's text toggles nothing: Fruit stays collapsed.
    terminal.send("\u{1B}[<0;5;2M")
    #expect(model.id == "Fruit")
    #expect(lines(terminal).contains("▸ Fruit"))
  }

  @Test("the wheel scrolls a long outline, keeping the selection on screen")
  func wheel() throws {
    let model = TreeSelection()
    model.roots = (1...40).map { TreeItem("Item \($0)") }
    let terminal = try start(model, size: Size(width: 30, height: 6))
    terminal.send("\u{1B}[<65;3;3M\u{1B}[<65;3;3M")
    #expect(lines(terminal)[1].hasPrefix("  Item 7"))
    #expect(model.id == "Item 7")
  }

  @Test("a tree of a billion nodes: only the expanded elements' children are ever asked for")
  func lazyThroughTheRuntime() throws {
    let tree = CountingTree(width: 1000, depth: 3)
    let model = TreeSelection()
    let terminal = try InMemoryTerminal.running(Size(width: 30, height: 10), mouse: false) {
      OutlineGroup(
        tree.roots, hasChildren: tree.hasChildren, children: tree.children, selection: Binding(model, \.id)
      ) { element in
        Text(element.id)
      }
    }
    // Down to root 2, expand it, into 2.0, down to 2.1, expand it, End (the last row), PgUp.
    terminal.send("jj\u{1B}[C\u{1B}[Cj\u{1B}[C\u{1B}[F\u{1B}[5~")
    #expect(Set(tree.asked.keys) == ["2", "2.1"])
    #expect(model.id == "989")
    #expect(terminal.screen.text.contains("▸ 989"))
  }
}
