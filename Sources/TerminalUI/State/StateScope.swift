/// A part of the view tree whose state may outlive its absence from the screen: a flow's
/// scene, kept while its destination is still on the flow's stack (or in its modal) even when
/// another screen covers it or another tab is shown.
@MainActor
final class StateScope {
  /// The identity of the view that opened the scope.
  let id: String
  /// The scope this one is inside, if any: a scope lives only while its parent does.
  let parent: StateScope?
  /// Whether the scope's state should be kept while the scope is not drawn.
  let isActive: @MainActor () -> Bool

  init(id: String, parent: StateScope?, isActive: @escaping @MainActor () -> Bool) {
    self.id = id
    self.parent = parent
    self.isActive = isActive
  }
}

extension View {
  /// Keeps the state of the views inside this one (their ``StateObject``s) while the view is
  /// not drawn, for as long as `isActive` returns `true`.
  ///
  /// Flows use it for their scenes: a screen covered by a pushed one, or inside a tab that is
  /// not selected, keeps its models until its destination leaves the stack. Give the view a
  /// stable identity with ``View/id(_:)`` so it finds its state again when it is drawn again.
  ///
  /// ```swift
  /// coordinator.scene(for: destination)
  ///   .keepingState(while: { [weak coordinator] in coordinator?.path.contains(destination) ?? false })
  ///   .id(destination)
  /// ```
  public func keepingState(while isActive: @escaping @MainActor () -> Bool) -> some View {
    StateScopeView(content: self, isActive: isActive)
  }
}

extension View {
  /// ``keepingState(while:)`` then ``id(_:)`` with a string, their types named: for the
  /// package's flows, whose generic bodies build this every frame and find a named type's
  /// metadata faster than an opaque `some View`'s.
  package func keepingState(
    while isActive: @escaping @MainActor () -> Bool, identity: String
  ) -> IdentifiedView<StateScopeView<Self>> {
    IdentifiedView(content: StateScopeView(content: self, isActive: isActive), name: identity)
  }
}

/// A view that opens a ``StateScope`` for its content: what ``View/keepingState(while:)``
/// returns, named for the package's flows (`keepingState(while:identity:)`).
package struct StateScopeView<Content: View>: View, PrimitiveView {
  let content: Content
  let isActive: @MainActor () -> Bool
  package var body: Never { fatalError() }

  package init(content: Content, isActive: @escaping @MainActor () -> Bool) {
    self.content = content
    self.isActive = isActive
  }

  func makeNodes(_ context: BuildContext) -> [Node] {
    let scope = StateScope(id: context.id, parent: context.scope, isActive: isActive)
    context.host.stateStore.noteDrawn(scope)
    return content.nodes(context.scoped(scope))
  }
}
