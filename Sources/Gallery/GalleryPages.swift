import Foundation
import Observation
import Switchyard

/// The state behind the primitive pages, and the pages themselves.
@Observable @MainActor
final class GalleryPages {
  var listSelection = 0
  var name = ""
  var secret = ""
  var notify = true
  var presses = 0
  var progress = 0.35
  var sparklineShift = 0
  var selectedFile: GalleryFile.ID?
  var fileOrder: [KeyPathComparator<GalleryFile>] = []
  var editorText = """
    A multi-line editor: lines wrap at the width, by display width — 日本語のテキスト takes two \
    cells a character, and e\u{301}te\u{301} keeps its accents with their letters.

    Select with Shift and the arrows, or drag with the mouse.
    """

  var text: some View {
    VStack(spacing: 0) {
      HStack {
        Text("bold").bold()
        Text("dim").dim()
        Text("italic").italic()
        Text("underline").underline()
        Text("reverse").reverse()
      }
      HStack {
        Text("red").foregroundColor(.red)
        Text("green").foregroundColor(.green)
        Text("blue").foregroundColor(.blue)
        Text("256:208").foregroundColor(.palette(208))
        Text("true colour").foregroundColor(.rgb(255, 105, 180))
      }
      Text("A long line of text is cut with an ellipsis when it does not fit in the space it has.")
    }
  }

  var layout: some View {
    HStack(spacing: 2) {
      VStack {
        Text("one")
        Text("two")
      }
      .padding(1)
      .border(title: "VStack")
      HStack {
        Text("left")
        Spacer()
        Text("right")
      }
      .border(title: "HStack + Spacer")
      .frame(width: 30)
    }
  }

  var list: some View {
    List(count: 100_000, selection: Binding(self, \.listSelection)) { index in
      Text("Row \(index + 1)")
    }
  }

  var fields: some View {
    VStack(spacing: 1) {
      TextField("Your name", text: Binding(self, \.name))
      SecureField("Password", text: Binding(self, \.secret))
      Text(name.isEmpty ? "Type your name above." : "Hello, \(name)!")
    }
  }

  var controls: some View {
    VStack(spacing: 1) {
      HStack {
        Button("Press me") { self.presses += 1 }
        Text("pressed \(presses) times")
        Badge(presses)
      }
      Toggle("Notify me", isOn: Binding(self, \.notify))
      ProgressView("Working…")
      ProgressView("Done", value: progress)
      Button("More progress") { self.progress = min(1, self.progress + 0.1) }
    }
  }

  var wide: some View {
    VStack {
      Text("日本語のテキスト — CJK takes two cells")
      Text("Emoji: 🚀 ✅ 🎉")
      Text("Combining: e\u{301} a\u{308}")
    }
  }
}
