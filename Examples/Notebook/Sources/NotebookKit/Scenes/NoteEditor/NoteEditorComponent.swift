import Switchyard

/// What the note editor reports to its coordinator.
enum NoteEditorEvent: Equatable, Sendable {
  case saved(Note.ID)
  case cancelled
}

/// What the note editor shows and can do.
@MainActor
protocol NoteEditorComponentModelProtocol: ComponentModel where Event == NoteEditorEvent {
  var title: String { get set }
  var text: String { get set }
  var isNew: Bool { get }
  var isSaving: Bool { get }
  var failure: String? { get }
  func save()
  func cancel()
}

/// The form for a new note or for editing one (shown as a sheet): Enter in the title saves,
/// the text is several lines (Ctrl-S saves from there).
struct NoteEditorComponent<Model: NoteEditorComponentModelProtocol>: View {
  @StateObject var model: Model

  init(model: @autoclosure @escaping () -> Model) {
    _model = StateObject(wrappedValue: model())
  }

  var body: some View {
    VStack(spacing: 1) {
      TextField("Title", text: Binding(model, \.title), onSubmit: { model.save() })
      TextEditor("Text", text: Binding(model, \.text), height: 6)
      HStack(spacing: 2) {
        Button(model.isNew ? "Create" : "Save", role: .primary) { model.save() }
        Button("Cancel") { model.cancel() }
      }
      StatusLine(isBusy: model.isSaving, failure: model.failure)
    }
    .onSubmit { model.save() }
  }
}
