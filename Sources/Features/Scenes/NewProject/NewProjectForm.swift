import Services

/// The new-project form's one field.
public enum NewProjectField: FormField {
  case name

  public var rule: ValidationRule? { .required(message: "A project needs a name") }
}
