import TerminalUI

/// Draws the presenter's alert, if any, as a dialog over the content; nothing outside the
/// dialog takes keys meanwhile. Esc and `n` choose the cancel button (or just close an alert
/// without one), `y` and Enter in its text field the other one. Its text field is focused
/// first; without one, the safe button is (cancel, else one that is not destructive), so Enter
/// never destroys by default.
struct AlertContainer<Content: View>: View {
  let presenter: (any AlertPresenter)?
  let content: Content

  init(presenter: (any AlertPresenter)?, @ViewBuilder content: () -> Content) {
    self.presenter = presenter
    self.content = content()
  }

  var body: some View {
    if let presenter, let alert = presenter.alertModel {
      ZStack(alignment: .center) {
        content.frame(maxWidth: .max, maxHeight: .max).style(Style(dim: true)).disabled()
        AlertView(alert: alert, presenter: presenter).id("alert-\(alert.id)")
      }
    } else {
      content
    }
  }
}

/// One alert dialog.
struct AlertView: View {
  let alert: AlertModel
  let presenter: any AlertPresenter

  var body: some View {
    VStack(spacing: 1) {
      if let message = alert.message { Text(message).wrapped() }
      if let field = alert.textField {
        if field.isSecure {
          SecureField(field.placeholder, text: text, onSubmit: confirm)
        } else {
          TextField(field.placeholder, text: text, onSubmit: confirm)
        }
      }
      HStack(spacing: 2) {
        ForEach(Array(alert.actions.enumerated()), id: \.offset) { index, action in
          if index == safeIndex {
            button(action).defaultFocus()
          } else {
            button(action)
          }
        }
      }
    }
    .padding(.horizontal, 1)
    .border(title: alert.title, bold: true)
    .frame(maxWidth: 60)
    .opaque()
    .modalKeys()
    .keymap(FlowKeys.alert(confirm: confirm, cancel: cancel), in: .dialog)
  }

  private func button(_ action: AlertModel.Action) -> Button {
    Button(action.title, role: action.role == .destructive ? .destructive : .normal) { choose(action) }
  }

  /// The button focused first (when there is no text field to focus): cancel, else the first
  /// that is not destructive.
  private var safeIndex: Int? {
    guard alert.textField == nil else { return nil }
    return alert.actions.firstIndex { $0.role == .cancel }
      ?? alert.actions.firstIndex { $0.role != .destructive }
  }

  /// Chooses the button that is not cancel (`y`, Enter in the text field).
  private func confirm() {
    if let action = alert.actions.first(where: { $0.role != .cancel }) { choose(action) }
  }

  /// Chooses the cancel button, or just closes an alert without one (Esc, `n`).
  private func cancel() {
    if let cancel = alert.actions.first(where: { $0.role == .cancel }) {
      choose(cancel)
    } else {
      presenter.alertModel = nil
    }
  }

  private var text: Binding<String> {
    Binding(
      get: { presenter.alertModel?.textField?.text ?? "" },
      set: { presenter.alertModel?.textField?.text = $0 })
  }

  private func choose(_ action: AlertModel.Action) {
    let entered = presenter.alertModel?.textField?.text ?? ""
    presenter.alertModel = nil
    action.handler(entered)
  }
}

extension View {
  /// Draws the alert `presenter` holds, if any, as a dialog over this view, which takes no keys
  /// meanwhile. A component whose model presents alerts applies it to its body:
  ///
  /// ```swift
  /// var body: some View {
  ///   VStack { Button("Delete") { model.confirmDelete() } }
  ///     .alert(presentedBy: model)
  /// }
  /// ```
  ///
  /// Coordinators that adopt ``AlertPresenter`` need nothing: their flows draw their alerts.
  public func alert(presentedBy presenter: some AlertPresenter) -> some View {
    AlertContainer(presenter: presenter) { self }
  }
}
