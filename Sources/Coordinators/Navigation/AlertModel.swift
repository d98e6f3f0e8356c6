import Foundation

/// A dialog: a title, a message, an optional text field and up to two buttons.
///
/// Show one by setting an ``AlertPresenter``'s `alertModel`; the flow view draws it over
/// everything and routes keys to it until a button is chosen (Esc chooses the cancel
/// button, if there is one).
public struct AlertModel: Identifiable {
  /// A button of the dialog.
  public struct Action {
    /// How a button is styled and what Esc does.
    public enum Role: Sendable {
      case `default`
      /// Chosen by Esc.
      case cancel
      /// Drawn as dangerous (red).
      case destructive
    }

    public var title: String
    public var role: Role
    /// Runs when the button is chosen, with the text field's contents (if there is one).
    public var handler: @MainActor (String) -> Void

    public init(
      _ title: String, role: Role = .default, handler: @escaping @MainActor (String) -> Void = { _ in }
    ) {
      self.title = title
      self.role = role
      self.handler = handler
    }
  }

  /// A text field inside the dialog.
  public struct TextFieldModel: Sendable {
    public var placeholder: String
    public var text: String
    public var isSecure: Bool

    public init(placeholder: String, text: String = "", isSecure: Bool = false) {
      self.placeholder = placeholder
      self.text = text
      self.isSecure = isSecure
    }
  }

  public let id = UUID()
  public var title: String
  public var message: String?
  public var textField: TextFieldModel?
  public var primaryAction: Action
  public var secondaryAction: Action?

  /// Creates an alert. With no actions given it has a single "OK" button.
  public init(
    title: String, message: String? = nil, textField: TextFieldModel? = nil,
    primaryAction: Action = Action("OK"), secondaryAction: Action? = nil
  ) {
    self.title = title
    self.message = message
    self.textField = textField
    self.primaryAction = primaryAction
    self.secondaryAction = secondaryAction
  }

  /// The buttons, left to right.
  public var actions: [Action] { [primaryAction] + (secondaryAction.map { [$0] } ?? []) }
}

/// Something (a coordinator, or a component model) that can show an ``AlertModel``.
@MainActor
public protocol AlertPresenter: AnyObject {
  /// The alert shown, if any.
  var alertModel: AlertModel? { get set }
}
