import TerminalUI

/// What a flow view draws over its content: the coordinator's modal, its alert, both or
/// neither — chosen from the coordinator's type when the flow is created, so a coordinator
/// gets exactly the layers it adopts (``ModalPresenter``, ``AlertPresenter``).
struct Presentations {
  let wrap: @MainActor (AnyView) -> AnyView

  static let none = Presentations { $0 }

  @MainActor
  static func modals<C: ModalPresenter>(of coordinator: C) -> Presentations {
    Presentations { content in AnyView(ModalContainer(coordinator: coordinator) { content }) }
  }

  @MainActor
  static func alerts(of presenter: some AlertPresenter) -> Presentations {
    Presentations { content in AnyView(AlertContainer(presenter: presenter) { content }) }
  }

  @MainActor
  static func modalsAndAlerts<C: ModalPresenter & AlertPresenter>(of coordinator: C) -> Presentations {
    Presentations { content in
      AnyView(AlertContainer(presenter: coordinator) { ModalContainer(coordinator: coordinator) { content } })
    }
  }
}
