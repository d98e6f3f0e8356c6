/// A focusable one-line text input bound to a string.
///
/// Typing inserts at the cursor; ←/→, Home/End (Ctrl-A/Ctrl-E) move it; Backspace and Delete
/// erase; Ctrl-U and Ctrl-K erase to the start and the end; a paste inserts its text (line
/// breaks become spaces). Enter runs `onSubmit` when given, else it goes on to the
/// surrounding views.
public struct TextField: View, PrimitiveView {
  let placeholder: String
  let text: Binding<String>
  let isSecure: Bool
  let onSubmit: (@MainActor () -> Void)?

  /// A field editing `text`, showing `placeholder` while empty; Enter runs `onSubmit`.
  public init(_ placeholder: String, text: Binding<String>, onSubmit: (@MainActor () -> Void)? = nil) {
    self.placeholder = Sanitizer.clean(placeholder)
    self.text = text
    self.isSecure = false
    self.onSubmit = onSubmit
  }

  init(placeholder: String, text: Binding<String>, isSecure: Bool, onSubmit: (@MainActor () -> Void)?) {
    self.placeholder = Sanitizer.clean(placeholder)
    self.text = text
    self.isSecure = isSecure
    self.onSubmit = onSubmit
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [
      TextFieldNode(
        id: context.id, placeholder: placeholder, text: text, isSecure: isSecure, onSubmit: onSubmit)
    ]
  }
}

/// A ``TextField`` that shows `•` for each character (for passwords).
public struct SecureField: View {
  let field: TextField

  /// A secure field editing `text`, showing `placeholder` while empty; Enter runs `onSubmit`.
  public init(_ placeholder: String, text: Binding<String>, onSubmit: (@MainActor () -> Void)? = nil) {
    field = TextField(placeholder: placeholder, text: text, isSecure: true, onSubmit: onSubmit)
  }

  /// The underlying text field, in secure mode.
  public var body: some View { field }
}
