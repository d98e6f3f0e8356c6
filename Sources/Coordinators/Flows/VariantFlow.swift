import TerminalUI

/// Shows a ``VariantCoordinator``'s current flow. When the variant changes, the old flow's
/// views go away with its coordinator.
public struct VariantFlow<C: VariantCoordinator, Content: View>: View {
  let coordinator: C
  let content: (C.Variant) -> Content

  public init(coordinator: C, @ViewBuilder content: @escaping (C.Variant) -> Content) {
    self.coordinator = coordinator
    self.content = content
  }

  public var body: some View {
    ModalContainer(coordinator: coordinator) {
      content(coordinator.variant)
    }
  }
}

/// The app's frame: the content, then a divider and the footer of keys that work now.
public struct AppShell<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    VStack {
      content.frame(maxWidth: .max, maxHeight: .max)
      Divider()
      KeyHintBar()
    }
  }
}
