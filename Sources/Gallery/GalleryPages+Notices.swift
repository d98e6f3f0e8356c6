import Observation
import Switchyard

extension GalleryPages {
  /// Notices of each kind over a list, one with an undo key.
  var notices: some View { NoticesPage() }
}

/// The notices page's state: its notice center and what the notices' keys did.
@Observable @MainActor
final class NoticesPageModel {
  let center = NoticeCenter()
  var done = Set<Int>()
  var selection = 0

  /// Marks row `index` done (or open again), with a notice whose `u` takes it back.
  func toggle(_ index: Int) {
    let isDone = done.contains(index)
    if isDone { done.remove(index) } else { done.insert(index) }
    let title = "Task \(index + 1)"
    center.post(
      Notice(
        isDone ? "Reopened “\(title)”" : "Marked “\(title)” done", kind: .success,
        action: NoticeAction(key: .character("u"), title: "undo") { [weak self] in
          guard let self else { return }
          if isDone { self.done.insert(index) } else { self.done.remove(index) }
        }, id: "undo"))
  }
}

/// A list whose Space posts an undo notice, and keys that post a notice of each kind.
struct NoticesPage: View {
  @StateObject var model = NoticesPageModel()

  var body: some View {
    VStack {
      Text("Space marks a task done (u undoes) · i, w, e post a notice · ctrl-d dismisses")
        .foregroundStyle(.muted)
      List(count: 30, selection: Binding(model, \.selection), onSubmit: { model.toggle($0) }) { index in
        Text("\(model.done.contains(index) ? "✓" : "·") Task \(index + 1)")
      }
      .onKey(.character(" "), hint: "done") { model.toggle(model.selection) }
    }
    .keymap([
      KeyCommand(.character("i"), "info") { model.center.post(Notice("Synced 30 tasks", kind: .info)) },
      KeyCommand(.character("w"), "warning") {
        model.center.post(Notice("The disk is almost full", kind: .warning, duration: .seconds(6)))
      },
      KeyCommand(.character("e"), "error") {
        model.center.post(
          Notice("Could not save: the database is locked", kind: .danger, duration: .seconds(8)))
      },
    ])
    .notices(model.center)
  }
}
