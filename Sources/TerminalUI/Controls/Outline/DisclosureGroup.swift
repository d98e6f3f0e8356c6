/// A header row with a disclosure mark that shows or hides its content below it, indented —
/// as SwiftUI's `DisclosureGroup`.
///
/// The header takes focus: Space or Enter toggles it, → (l) expands, ← (h) collapses (the
/// keys of ``Keymap/outline``), a click on it toggles it. The content is built only while it
/// shows. Whether it shows is bound to `isExpanded` when given; else the host keeps it under
/// the group's identity (collapsed at first).
///
/// ```swift
/// DisclosureGroup("Details", isExpanded: Binding(model, \.showsDetails)) {
///   Text("Created yesterday")
///   Text("Edited today")
/// }
/// ```
public struct DisclosureGroup<Content: View>: View, PrimitiveView {
  let title: String
  let isExpanded: Binding<Bool>?
  let content: @MainActor () -> Content

  /// A group titled `title` (sanitised), expanded while `isExpanded` is true (kept by the
  /// host when nil), showing `content` when expanded.
  public init(
    _ title: String, isExpanded: Binding<Bool>? = nil,
    @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.title = Sanitizer.clean(title)
    self.isExpanded = isExpanded
    self.content = content
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    let host = context.host
    let id = context.id
    // The host keeps the tree this binding is in: held weakly, so the two form no cycle.
    let expanded =
      isExpanded
      ?? Binding(
        get: { [weak host] in host?[DisclosureExpandedKey.self, id] ?? DisclosureExpandedKey.defaultValue },
        set: { [weak host] in host?[DisclosureExpandedKey.self, id] = $0 })
    let header = DisclosureHeaderNode(
      id: context.child(named: "header").id, title: title, isExpanded: expanded)
    var children: [Node] = [header]
    if expanded.wrappedValue {
      children += content().padding(.leading, outlineIndent).nodes(context.child(0))
    }
    return [StackNode(id: id, axis: .vertical, spacing: 0, alignment: .leading, children: children)]
  }
}

/// Whether a ``DisclosureGroup`` without a binding is expanded.
enum DisclosureExpandedKey: HostStateKey {
  static let defaultValue = false
}
