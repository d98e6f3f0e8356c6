import Coordinators
import Features
import Foundation
import Routing
import Testing

/// The app's flow graph comes from the coordinators' declarations; these tests hold it to the
/// source: every case of every destination, tab and variant enum in `Sources/Features/Coordinators`
/// must appear in it, and the architecture page and the Routes article must show it as it is.
@MainActor
@Suite("App flow graph")
struct AppFlowGraphTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
  let graph = FlowGraph(root: AppCoordinator.self)

  @Test("every case the flows declare is in the graph")
  func everyCaseAppears() throws {
    let enums = try Self.declaredEnums()
    #expect(enums.count >= 7, "found only \(enums.map(\.name))")
    for declared in enums {
      for owner in declared.owners {
        for name in declared.cases {
          #expect(appears(name, under: owner), "\(owner).\(declared.name).\(name) is not in the flow graph")
        }
      }
    }
  }

  @Test("the architecture page and the Routes article show the graph as the code declares it")
  func documentsAreCurrent() throws {
    for path in ["Documentation/AppArchitecture.md", "Sources/Routing/Routing.docc/Routes.md"] {
      let text = try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
      #expect(
        text.contains("```mermaid\n\(graph.mermaid)\n```"),
        "\(path) shows an old graph; paste `switchyard graph`")
    }
  }

  /// Whether the case `name` of a flow `owner` is a screen node, or an arrow out of the owner.
  private func appears(_ name: String, under owner: String) -> Bool {
    let normalized = Self.normalized(name)
    if graph.nodes.contains(where: { $0.id == "\(owner).\(name)" }) { return true }
    return graph.edges.contains { edge in
      edge.from == owner
        && (Self.normalized(edge.label).hasPrefix(normalized)
          || Self.normalized(edge.label).hasSuffix(normalized)
          || Self.normalized(edge.label).contains(normalized + ":"))
    }
  }

  private static func normalized(_ text: String) -> String {
    text.lowercased().filter { $0.isLetter || $0.isNumber || $0 == ":" }
  }

  /// An enum declared in the flows: its name, the flows it belongs to, and its case names.
  struct DeclaredEnum {
    var name: String
    var owners: [String]
    var cases: [String]
  }

  /// Reads every `enum Destination`, `enum Tab`, `enum Variant` and `enum …Destination` in
  /// `Sources/Features/Coordinators`.
  static func declaredEnums() throws -> [DeclaredEnum] {
    let folder = root.appendingPathComponent("Sources/Features/Coordinators")
    var found: [DeclaredEnum] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where !file.contains("+") {
      let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
      let lines = text.components(separatedBy: "\n")
      var owner: String?
      for (index, line) in lines.enumerated() {
        if let name = word(after: "final class ", in: line) { owner = name }
        guard let name = word(after: "enum ", in: line),
          name == "Tab" || name == "Variant" || name.hasSuffix("Destination")
        else { continue }
        var cases: [String] = []
        for body in lines[(index + 1)...] {
          let trimmed = body.trimmingCharacters(in: .whitespaces)
          if trimmed == "}" { break }
          guard trimmed.hasPrefix("case ") else { continue }
          cases += trimmed.dropFirst(5).split(separator: ",").map {
            String($0.trimmingCharacters(in: .whitespaces).prefix { $0.isLetter || $0.isNumber })
          }
        }
        // A destination enum outside a class is shared by the hosts that adopt it.
        let owners =
          owner.map { [$0] }
          ?? (name == "TaskFlowDestination" ? ["InboxCoordinator", "SearchCoordinator"] : [])
        found.append(DeclaredEnum(name: name, owners: owners, cases: cases))
      }
    }
    return found
  }

  private static func word(after prefix: String, in line: String) -> String? {
    guard let range = line.range(of: prefix) else { return nil }
    let name = line[range.upperBound...].prefix { $0.isLetter || $0.isNumber }
    return name.isEmpty ? nil : String(name)
  }
}
