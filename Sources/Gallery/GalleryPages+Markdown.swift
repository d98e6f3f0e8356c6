import Switchyard

extension GalleryPages {
  /// A Markdown document with every construct MarkdownText reads, scrolling.
  var markdown: some View {
    ScrollView {
      MarkdownText(
        """
        # Markdown in the terminal
        Text with *emphasis*, **strong** words, `inline code` and [a link](https://swift.org).
        Lines wrap at the width by display width: 日本語のテキスト takes two cells a character.

        ## Lists
        1. Numbered items
        2. With nested bullets:
           - one
           - two
        - A bullet list after it

        > A quote: its text is muted,
        > behind a bar.

        ```
        let greeting = "Hello, terminal"
        print(greeting)
        ```
        ---
        Escape sequences in the source are shown as �, never sent: \u{1B}[31mnot red.
        """)
    }
    .border(title: "MarkdownText")
  }
}
