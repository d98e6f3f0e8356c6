import TerminalUI

/// A form field with its validation message under it.
struct FieldRow<Content: View>: View {
  let error: String?
  let content: Content

  init(error: String?, @ViewBuilder content: () -> Content) {
    self.error = error
    self.content = content()
  }

  var body: some View {
    VStack {
      content
      if let error { Text(error).foregroundStyle(.danger).wrapped() }
    }
  }
}
