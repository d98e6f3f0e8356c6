import Coordinators
import Routing
import TestFlows
import Testing

@MainActor
@Suite("Flow graph")
struct FlowGraphTests {
  @Test("the graph lists each flow once, every destination case, and how each is reached")
  func derived() {
    let graph = FlowGraph(root: SessionCoordinator.self)
    #expect(
      graph.nodes.map(\.id) == [
        "SessionCoordinator", "NotesCoordinator", "NotesCoordinator.folder", "NotesCoordinator.note",
        "NotesCoordinator.compose", "NotesCoordinator.settings", "NotesTabsCoordinator",
      ])
    #expect(
      graph.edges.map { "\($0.from) \($0.kind) \($0.to) \($0.label)" } == [
        "NotesCoordinator push NotesCoordinator.folder push",
        "NotesCoordinator push NotesCoordinator.note push",
        "NotesCoordinator sheet NotesCoordinator.compose sheet",
        "NotesCoordinator full screen NotesCoordinator.settings full screen",
        "SessionCoordinator variant NotesCoordinator signed out",
        "NotesTabsCoordinator tab NotesCoordinator 1 notes",
        "NotesTabsCoordinator tab NotesCoordinator 2 archive",
        "SessionCoordinator variant NotesTabsCoordinator signed in",
      ])
  }

  @Test("Mermaid and DOT draw the same graph")
  func rendering() {
    let graph = FlowGraph(root: NotesTabsCoordinator.self)
    #expect(
      graph.mermaid.split(separator: "\n").prefix(3) == [
        "flowchart LR",
        "  NotesTabsCoordinator[/\"NotesTabsCoordinator<br/>tabs\"/]",
        "  NotesCoordinator[\"NotesCoordinator<br/>stack\"]",
      ])
    #expect(graph.mermaid.contains("  NotesCoordinator -.->|\"sheet\"| NotesCoordinator_compose"))
    #expect(
      graph.dot.contains(
        "  \"NotesCoordinator\" -> \"NotesCoordinator.compose\" [label=\"sheet\", style=dashed];"))
    #expect(graph.dot.contains("[shape=ellipse, label=\"folder\\nfolders/{name}\"];"))
  }
}
