import Observation
import Switchyard

extension GalleryPages {
  /// A tab view: the numbers, Ctrl-←/→ and Ctrl-PgUp/PgDn, or a click switch tabs.
  var tabs: some View { TabsPage() }
}

/// The tab page's selected tab.
@Observable @MainActor
final class TabsPageModel {
  var selected = 0
  var name = ""
}

/// Three tabs; only the one shown is built.
struct TabsPage: View {
  @StateObject var model = TabsPageModel()

  var body: some View {
    TabView(selection: Binding(model, \.selected)) {
      Tab("Overview", value: 0) {
        Text("1–3 pick a tab; Ctrl-←/→ or Ctrl-PgUp/PgDn step; a click on a title picks it.")
          .foregroundStyle(.muted)
      }
      Tab("Form", value: 1) {
        TextField("Your name", text: Binding(model, \.name))
        Text("In the field the numbers type; Esc leaves it.").foregroundStyle(.muted)
      }
      Tab("Counts", value: 2) {
        Text("Badges sit after the titles.")
      }
      .badge(7)
    }
  }
}
