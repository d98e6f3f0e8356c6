import Unidirectional

/// Form actions in a recording: what was typed into a secret field is left out.
extension FormAction: RecordableAction {
  public var recordedDescription: String {
    switch self {
    case .changed(let field, _) where field.isSecret: "changed(\(field), •••)"
    case .changed(let field, let value): "changed(\(field), \(String(reflecting: value)))"
    case .submit: "submit"
    case .succeeded: "succeeded"
    case .failed(let message): "failed(\(String(reflecting: message)))"
    }
  }
}
