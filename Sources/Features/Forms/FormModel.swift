import Coordinators
import TerminalUI

/// What every form scene's model offers its component: the form's state, edits and submit.
/// Live models run a ``FormReducer`` in a store; mocks set ``form`` directly.
@MainActor
public protocol FormModel: AnyObject {
  associatedtype Field: FormField
  /// The form as it stands.
  var form: FormState<Field> { get }
  /// Records what was typed into `field`.
  func set(_ field: Field, _ value: String)
  /// Submits the form (checked first; nothing is sent while a field breaks its rule).
  func submit()
}

extension FormModel {
  /// A binding of `field`'s text, for a text field.
  public func binding(_ field: Field) -> Binding<String> {
    Binding(get: { self.form[field] }, set: { self.set(field, $0) })
  }
}
