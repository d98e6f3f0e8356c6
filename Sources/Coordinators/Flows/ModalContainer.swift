import TerminalUI

/// Draws a ``ModalPresenter``'s modal over its flow: a `.sheet` as a bordered box over the
/// dimmed flow, a `.fullscreenCover` in place of it. While a modal is shown the flow beneath
/// takes no keys, and keys a sheet does not use go no further (the tab keys around it do not act
/// behind it); Esc dismisses the modal unless it is not dismissable. The flow views
/// (``NavigationStackFlow``, ``TabViewFlow``, ``VariantFlow``) use it for coordinators that
/// present modals; use it directly to show one over a view of your own.
///
/// The modal's `StateObject` models live while it is shown; the screens of the flow beneath
/// keep theirs while a full-screen cover hides them (see ``NavigationStackFlow``).
public struct ModalContainer<C: ModalPresenter, Content: View>: View {
  let coordinator: C
  let content: Content

  /// `content`, with `coordinator`'s modal drawn over it.
  public init(coordinator: C, @ViewBuilder content: () -> Content) {
    self.coordinator = coordinator
    self.content = content()
  }

  // Named, not `some View`: a generic body's opaque type is looked up by name every frame.
  @ViewBuilder
  public var body: EitherView<AnyView, Content> {
    if let modal = coordinator.modalCover {
      erasedCover(modal)
    } else {
      content
    }
  }

  /// The cover, erased in a function of its own: its opaque types are then looked up only
  /// while one is shown, not in every frame of the content.
  @inline(never)
  private func erasedCover(_ modal: ModalCoverModel<C.Destination>) -> AnyView {
    AnyView(cover(modal))
  }

  @ViewBuilder
  private func cover(_ modal: ModalCoverModel<C.Destination>) -> some View {
    switch modal.style {
    case .fullscreenCover:
      VStack {
        TitleBar([coordinator.title(for: modal.destination)])
        Divider()
        modalScene(modal)
      }
    case .sheet:
      ZStack(alignment: .center) {
        content.frame(maxWidth: .max, maxHeight: .max).style(Style(dim: true)).disabled()
        modalScene(modal)
          .padding(.horizontal, 1)
          .border(title: coordinator.title(for: modal.destination), bold: true)
          .frame(maxWidth: 72)
          .opaque()
          .modalKeys()
      }
    }
  }

  @ViewBuilder
  private func modalScene(_ modal: ModalCoverModel<C.Destination>) -> some View {
    let isShown: @MainActor () -> Bool = { [weak coordinator] in coordinator?.modalCover?.id == modal.id }
    let scene = coordinator.scene(for: modal.destination)
      .onStateObjectMade { [draft = modal.draft] in draft.adopt($0) }
      .keepingState(while: isShown)
      // One identity per presentation (its draft is made with it): a sheet presented again
      // is a new sheet, so focus starts on its first field, not where the last one was left.
      .id("modal-\(modal.id)-\(ObjectIdentifier(modal.draft).hashValue)")
    if modal.isDismissable {
      scene.keymap([FlowKeys.close { coordinator.dismissModal() }], in: .sheet)
    } else {
      scene
    }
  }
}
