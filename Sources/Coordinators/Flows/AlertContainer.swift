import TerminalUI

/// Draws the presenter's alert, if any, as a dialog over the content, which takes no keys
/// meanwhile. Esc chooses the cancel button (or just closes an alert without one).
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
        AlertView(alert: alert, presenter: presenter)
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
          SecureField(field.placeholder, text: text)
        } else {
          TextField(field.placeholder, text: text)
        }
      }
      HStack(spacing: 2) {
        ForEach(Array(alert.actions.enumerated()), id: \.offset) { _, action in
          Button(action.title, role: action.role == .destructive ? .destructive : .normal) {
            choose(action)
          }
        }
      }
    }
    .padding(.horizontal, 1)
    .border(title: alert.title, bold: true)
    .frame(maxWidth: 60)
    .opaque()
    .keymap([
      FlowKeys.cancelAlert {
        if let cancel = alert.actions.first(where: { $0.role == .cancel }) {
          choose(cancel)
        } else {
          presenter.alertModel = nil
        }
      }
    ])
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
