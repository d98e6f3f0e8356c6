import Observation
import Switchyard

/// A stack: a menu of primitive pages.
@Observable @MainActor
final class PrimitivesCoordinator: NavigationStackCoordinator {
  enum Destination: String, NavigationDestination, CaseIterable {
    case text = "Text styles and colours"
    case layout = "Stacks, padding and borders"
    case list = "A list of 100,000 rows"
    case fields = "Text fields"
    case editor = "A multi-line text editor"
    case outline = "An outline and a disclosure group"
    case markdown = "Markdown text"
    case pickers = "Pickers, menus and a date picker"
    case table = "A table of 1,000,000 rows, sortable"
    case controls = "Buttons, toggles, progress, badges"
    case wide = "Wide characters"
    case scrolling = "Scroll view, overlays and dividers"
    case drawing = "A view that draws its own cells"
    case themes = "Themes: every role in default, light and dark"
    case notices = "Notices: timed, stacked, with an undo key"
    case tabs = "A tab view"
  }

  var path: [Destination] = []
  var menuSelection = 0
  let pages = GalleryPages()

  static func rootView(with coordinator: PrimitivesCoordinator) -> some View {
    NavigationStackFlow(coordinator: coordinator, title: "Primitives") {
      List(
        count: Destination.allCases.count, selection: Binding(coordinator, \.menuSelection),
        onSubmit: { coordinator.navigate(to: Destination.allCases[$0]) }
      ) { index in
        Text(Destination.allCases[index].rawValue)
      }
    }
  }

  func title(for destination: Destination) -> String { destination.rawValue }

  @ViewBuilder
  func scene(for destination: Destination) -> some View {
    switch destination {
    case .text: pages.text
    case .layout: pages.layout
    case .list: pages.list
    case .fields: pages.fields
    case .editor: pages.editor
    case .outline: pages.outline
    case .markdown: pages.markdown
    case .pickers: pages.pickers
    case .table: pages.table
    case .controls: pages.controls
    case .wide: pages.wide
    case .scrolling: pages.scrolling
    case .drawing: pages.drawing
    case .themes: pages.themes
    case .notices: pages.notices
    case .tabs: pages.tabs
    }
  }
}
