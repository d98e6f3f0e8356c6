import Switchyard

extension GalleryPages {
  /// A multi-line editor over text with wide characters and combining marks, its keys below.
  var editor: some View {
    VStack(spacing: 1) {
      TextEditor("Type here", text: Binding(self, \.editorText), height: 10)
        .border(title: "TextEditor")
      Text("Shift-arrows select · Ctrl-X/C/V cut, copy, paste · Ctrl-_ or Alt-Z undo, Ctrl-Y redo")
        .foregroundStyle(.muted)
      Text(
        "\(editorText.split(separator: "\n", omittingEmptySubsequences: false).count) lines, "
          + "\(editorText.count) characters")
    }
  }
}
