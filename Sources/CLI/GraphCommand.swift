import ArgumentParser
import Coordinators
import Features
import Routing

/// `switchyard graph`: the navigation graph, from the coordinators' declarations.
struct GraphCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "graph",
    abstract: "Print the navigation graph: flows, their screens, sheets, tabs and shared sub-flows.")

  enum Format: String, ExpressibleByArgument, CaseIterable {
    case mermaid, dot
  }

  @Option(name: .long, help: "mermaid (renders on GitHub) or dot (Graphviz).")
  var format = Format.mermaid

  func run() {
    let text = MainActor.assumeIsolated {
      let graph = FlowGraph(root: AppCoordinator.self)
      return format == .mermaid ? graph.mermaid : graph.dot
    }
    FileHandleOutput.standardOutput(text + "\n")
  }
}
