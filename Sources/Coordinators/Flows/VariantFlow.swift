import TerminalUI

/// Shows a ``VariantCoordinator``'s current flow. When the variant changes, the old flow's
/// views go away with its coordinator.
public struct VariantFlow<C: VariantCoordinator, Content: View>: View {
  let coordinator: C
  let content: (C.Variant) -> Content
  let presentations: Presentations

  /// The flow of a variant coordinator that presents neither modals nor alerts.
  public init(coordinator: C, @ViewBuilder content: @escaping (C.Variant) -> Content) {
    self.init(coordinator, content, .none)
  }

  /// The flow of a variant coordinator that presents modals over every variant.
  public init(coordinator: C, @ViewBuilder content: @escaping (C.Variant) -> Content)
  where C: ModalPresenter {
    self.init(coordinator, content, .modals(of: coordinator))
  }

  /// The flow of a variant coordinator that shows alerts.
  public init(coordinator: C, @ViewBuilder content: @escaping (C.Variant) -> Content)
  where C: AlertPresenter {
    self.init(coordinator, content, .alerts(of: coordinator))
  }

  /// The flow of a variant coordinator that presents modals and shows alerts.
  public init(coordinator: C, @ViewBuilder content: @escaping (C.Variant) -> Content)
  where C: ModalPresenter & AlertPresenter {
    self.init(coordinator, content, .modalsAndAlerts(of: coordinator))
  }

  private init(_ coordinator: C, _ content: @escaping (C.Variant) -> Content, _ presentations: Presentations)
  {
    self.coordinator = coordinator
    self.content = content
    self.presentations = presentations
  }

  // Named, not `some View`: a generic body's opaque type is looked up by name every frame.
  public var body: AnyView {
    presentations.wrap(AnyView(content(coordinator.variant)))
  }
}
