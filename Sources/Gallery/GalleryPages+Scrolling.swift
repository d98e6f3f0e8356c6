import Switchyard

extension GalleryPages {
  /// A scroll view beside an overlay and dividers.
  var scrolling: some View {
    HStack(spacing: 1) {
      ScrollView {
        VStack {
          Text("A scroll view: ↑/↓ and PgUp/PgDn scroll it while it has focus.").wrapped()
          Divider()
          for paragraph in 1...30 { Text("Paragraph \(paragraph) of thirty.") }
        }
      }
      .border(title: "ScrollView")
      Divider()
      VStack(spacing: 1) {
        Text("under the overlay, under the overlay").overlay(alignment: .center) {
          Text(" ZStack ").reverse()
        }
        Text("日本語日本語日本語").overlay(alignment: .leading) { Text("ab") }
        Badge("new", color: .green)
      }
      .frame(width: 26)
    }
  }
}
