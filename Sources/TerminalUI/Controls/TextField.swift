/// A focusable one-line text input bound to a string.
///
/// Typing inserts at the cursor; ←/→, Home/End (Ctrl-A/Ctrl-E) move it, Ctrl-←/→ (Alt-B/Alt-F)
/// by a word; Backspace and Delete erase; Ctrl-U and Ctrl-K erase to the start and the end; a
/// paste inserts its text (line breaks become spaces). Enter runs `onSubmit` when given, else
/// the nearest ``View/onSubmit(_:)`` around the field, else it goes on to the surrounding views.
///
/// While empty the field shows its prompt (its title unless given one); once filled, its title
/// stays in front of the text as a label, so a filled form still says what each field is.
///
/// ```swift
/// TextField("Due", text: Binding(model, \.due), prompt: "Due: YYYY-MM-DD, today or +3")
/// ```
public struct TextField: View, PrimitiveView {
  let title: String
  let prompt: String
  let text: Binding<String>
  let isSecure: Bool
  let onSubmit: (@MainActor () -> Void)?

  /// A field titled `title` editing `text`, showing `prompt` (else the title) while empty;
  /// Enter runs `onSubmit`.
  public init(
    _ title: String, text: Binding<String>, prompt: String? = nil, onSubmit: (@MainActor () -> Void)? = nil
  ) {
    self.init(title: title, text: text, prompt: prompt, isSecure: false, onSubmit: onSubmit)
  }

  init(
    title: String, text: Binding<String>, prompt: String?, isSecure: Bool, onSubmit: (@MainActor () -> Void)?
  ) {
    self.title = Sanitizer.clean(title)
    self.prompt = Sanitizer.clean(prompt ?? title)
    self.text = text
    self.isSecure = isSecure
    self.onSubmit = onSubmit
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [
      TextFieldNode(
        id: context.id, title: title, placeholder: prompt, text: text, isSecure: isSecure, onSubmit: onSubmit)
    ]
  }
}

/// A ``TextField`` that shows `•` for each character (for passwords).
public struct SecureField: View {
  let field: TextField

  /// A secure field titled `title` editing `text`, showing `prompt` (else the title) while
  /// empty; Enter runs `onSubmit`.
  public init(
    _ title: String, text: Binding<String>, prompt: String? = nil, onSubmit: (@MainActor () -> Void)? = nil
  ) {
    field = TextField(title: title, text: text, prompt: prompt, isSecure: true, onSubmit: onSubmit)
  }

  /// The underlying text field, in secure mode.
  public var body: some View { field }
}
