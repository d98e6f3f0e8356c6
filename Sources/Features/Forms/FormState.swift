/// Everything one form knows: what was typed in each field, the messages for fields that
/// break their rule (shown once the user has tried to submit), and how the submission went.
///
/// Every form in the app — sign in, sign up, change password, the task editor, a new
/// project — is a `FormState` run by a ``FormReducer`` in its scene's store.
public struct FormState<Field: FormField>: Equatable, Sendable {
  /// What was typed, by field ("" for a field not touched).
  public var values: [Field: String]
  /// The message for each field that breaks its rule, once the user has tried to submit.
  public var errors: [Field: String] = [:]
  /// Whether a submission is in flight.
  public var isSubmitting = false
  /// Why the last submission failed, if it did.
  public var errorMessage: String?
  /// Whether the form was submitted successfully.
  public var isDone = false

  /// A form with `values` filled in (other fields empty).
  public init(_ values: [Field: String] = [:]) {
    self.values = values
  }

  /// The text of `field`.
  public subscript(field: Field) -> String {
    values[field] ?? ""
  }
}
