extension FlowGraph {
  /// The graph as a Mermaid flowchart (it renders on GitHub and most forges): flows as boxes,
  /// screens as rounded boxes, pushes as arrows, modals dashed, embedded providers bold.
  public var mermaid: String {
    var lines = ["flowchart LR"]
    for node in nodes {
      let text = "\"\(Self.escaped(node.label))<br/>\(Self.escaped(node.detail))\""
      let shape =
        switch node.kind {
        case .variant: "{{\(text)}}"
        case .tabs: "[/\(text)/]"
        case .stack: "[\(text)]"
        case .provider: "[[\(text)]]"
        case .screen: "(\(text))"
        }
      lines.append("  \(Self.mermaidID(node.id))\(shape)")
    }
    for edge in edges {
      let arrow =
        switch edge.kind {
        case .sheet, .fullscreenCover: "-.->"
        case .embeds: "==>"
        case .variant, .tab, .push: "-->"
        }
      lines.append(
        "  \(Self.mermaidID(edge.from)) \(arrow)|\"\(Self.escaped(edge.label))\"| \(Self.mermaidID(edge.to))")
    }
    return lines.joined(separator: "\n")
  }

  /// The graph in Graphviz's DOT language (`dot -Tsvg`).
  public var dot: String {
    var lines = ["digraph flows {", "  rankdir=LR;", "  node [fontname=\"Helvetica\"];"]
    for node in nodes {
      let shape =
        switch node.kind {
        case .variant: "hexagon"
        case .tabs: "folder"
        case .stack: "box"
        case .provider: "component"
        case .screen: "ellipse"
        }
      lines.append(
        "  \(Self.quoted(node.id)) [shape=\(shape), label=\(Self.quoted(node.label + "\n" + node.detail))];")
    }
    for edge in edges {
      let style =
        switch edge.kind {
        case .sheet, .fullscreenCover: ", style=dashed"
        case .embeds: ", style=bold"
        case .variant, .tab, .push: ""
        }
      lines.append(
        "  \(Self.quoted(edge.from)) -> \(Self.quoted(edge.to)) [label=\(Self.quoted(edge.label))\(style)];")
    }
    return (lines + ["}"]).joined(separator: "\n")
  }

  /// A Mermaid node id: letters, digits and `_` only.
  static func mermaidID(_ id: String) -> String {
    String(id.map { $0.isLetter || $0.isNumber ? $0 : "_" })
  }

  /// Text inside a Mermaid label: quotes and angle brackets as entities.
  static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "<", with: "#lt;")
      .replacingOccurrences(of: ">", with: "#gt;")
  }

  /// A DOT string literal.
  static func quoted(_ text: String) -> String {
    "\""
      + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      .replacingOccurrences(of: "\n", with: "\\n") + "\""
  }
}
