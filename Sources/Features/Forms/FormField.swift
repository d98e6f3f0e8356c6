import Services

/// The fields of one form, as an enum: each says how what is typed into it is checked.
///
/// ```swift
/// public enum NewProjectField: FormField {
///   case name
///
///   public var rule: ValidationRule? { .required(message: "A project needs a name") }
/// }
/// ```
public protocol FormField: Hashable, CaseIterable, Sendable where AllCases == [Self] {
  /// The rule the field's text must follow, if any.
  var rule: ValidationRule? { get }
  /// Whether the field holds a secret, cleared once the form has been submitted successfully.
  var isSecret: Bool { get }
}

extension FormField {
  public var isSecret: Bool { false }
}
