import Switchyard

/// The note sub-flow, reused by the Notebooks and Search tabs: a note → its edit sheet → delete
/// after a confirmation alert; and the new-note sheet, after which the new note opens.
///
/// Hosts wrap these destinations in one case of their own and forward scenes and titles.
@MainActor
final class NoteFlow: FlowProvider {
  enum Destination: NavigationDestination {
    case note(Note.ID)
    case edit(Note.ID)
    case create(in: Notebook.ID)
  }

  let navigation: FlowNavigation<Destination>
  let container: NotebookContainer
  /// The note the new-note sheet saved, opened once the sheet has gone.
  private var created: Note.ID?

  init(container: NotebookContainer, navigation: FlowNavigation<Destination>) {
    self.container = container
    self.navigation = navigation
  }

  func open(_ id: Note.ID) { navigate(to: .note(id)) }

  func create(in notebook: Notebook.ID) {
    created = nil
    present(modal: .create(in: notebook), type: .sheet)
  }

  func title(for destination: Destination) -> String {
    switch destination {
    case .note(let id): container.cache.value.note(id)?.title ?? "Note"
    case .edit: "Edit note"
    case .create: "New note"
    }
  }

  func scene(for destination: Destination) -> some View {
    switch destination {
    case .note(let id): noteScene(id)
    case .edit(let id): editorScene(.existing(id))
    case .create(let notebook): editorScene(.new(in: notebook))
    }
  }

  /// A note's scene; its model is made once, when the scene first appears.
  func noteScene(_ id: Note.ID) -> NoteDetailComponent<NoteDetailComponentModel> {
    NoteDetailComponent(model: self.detailModel(id))
  }

  /// The editor's scene, for a note or a new one.
  func editorScene(
    _ subject: NoteEditorComponentModel.Subject
  ) -> NoteEditorComponent<NoteEditorComponentModel> {
    NoteEditorComponent(model: self.editorModel(subject))
  }

  func onModalDismiss() {
    guard let created else { return }
    self.created = nil
    open(created)
  }

  private func detailModel(_ id: Note.ID) -> NoteDetailComponentModel {
    let model = NoteDetailComponentModel(noteID: id, container: container)
    model.onEvent = { [weak self, weak model] event in
      switch event {
      case .edit: self?.present(modal: .edit(id), type: .sheet)
      case .requestDelete: if let model { self?.confirmDelete(model) }
      case .deleted: self?.pop()
      }
    }
    return model
  }

  private func confirmDelete(_ model: NoteDetailComponentModel) {
    let title = model.note?.title ?? "This note"
    present(
      alert: AlertModel(
        title: "Delete note?", message: "“\(title)” will be deleted. This cannot be undone.",
        primaryAction: .init("Delete", role: .destructive) { [weak model] _ in model?.delete() },
        secondaryAction: .init("Keep", role: .cancel)))
  }

  private func editorModel(_ subject: NoteEditorComponentModel.Subject) -> NoteEditorComponentModel {
    let model = NoteEditorComponentModel(subject, container: container)
    model.onEvent = { [weak self, weak model] event in
      if case .saved(let id) = event, model?.isNew == true { self?.created = id }
      self?.dismissModal()
    }
    return model
  }
}
