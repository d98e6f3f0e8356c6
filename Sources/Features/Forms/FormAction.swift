/// What can happen to a form: a field edited, a submission asked for, and its outcome.
/// `Output` is what a successful submission returns (a created project, a saved task).
public enum FormAction<Field: FormField, Output: Equatable & Sendable>: Equatable, Sendable {
  case changed(Field, String)
  case submit
  case succeeded(Output)
  case failed(String)
}
