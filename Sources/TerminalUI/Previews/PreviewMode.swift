import Observation

/// How the browser draws a preview.
enum PreviewMode: Hashable, CustomStringConvertible {
  case colour, noColour, plain

  var next: PreviewMode {
    switch self {
    case .colour: .noColour
    case .noColour: .plain
    case .plain: .colour
    }
  }

  var title: String {
    switch self {
    case .colour: "colour"
    case .noColour: "no colour"
    case .plain: "plain"
    }
  }

  var description: String { title }

  /// The standard theme with its colours taken out (attributes kept), as NO_COLOR shows it.
  @MainActor static let colourless: Theme = {
    var theme = Theme.standard
    for role in ThemeRole.allCases {
      var style = theme[role]
      style.foreground = nil
      style.background = nil
      theme[role] = style
    }
    return theme
  }()

  /// A plain line app showing the preview at `size`, with a new mock: its `screenText()` is
  /// what plain line mode prints.
  @MainActor static func plainApp(of preview: Preview, size: Size) -> PlainLineApp {
    PlainLineApp(host: ViewHost(minimumSize: Size(width: 1, height: 1)) { preview.makeView() }, size: size)
  }
}

/// Which preview the browser shows, at which size and in which mode.
@Observable @MainActor
final class PreviewBrowserState {
  var index = 0
  var sizeIndex = 0
  var mode = PreviewMode.colour
  /// Each preview's view, made once, so its mock keeps what was typed into it while the
  /// browser shows other previews (a new mode or size starts it afresh).
  @ObservationIgnored private var views: [String: AnyView] = [:]
  /// Each preview's plain text at a size, made once: plain mode prints a new mock, so the
  /// text never changes, and making it builds a host and lays the view out.
  @ObservationIgnored private var plainTexts: [String: String] = [:]
  /// The apps that printed them, kept as long as the browser: the text is made during the
  /// browser's frame, whose observation tracking is installed at the frame's end on what the
  /// frame read, the mock included. A mock freed before then would get the tracking on its
  /// freed registrar, a cycle nothing ends (the address sanitizer's leak check saw it).
  @ObservationIgnored private var plainApps: [String: PlainLineApp] = [:]

  func view(of preview: Preview, key: String) -> AnyView {
    if let view = views[key] { return view }
    let view = preview.makeView()
    views[key] = view
    return view
  }

  func plainText(of preview: Preview, size: Size, key: String) -> String {
    if let text = plainTexts[key] { return text }
    let app = PreviewMode.plainApp(of: preview, size: size)
    let text = app.screenText()
    plainTexts[key] = text
    plainApps[key] = app
    return text
  }

  func move(by offset: Int, count: Int) {
    guard count > 0 else { return }
    index = ((index + offset) % count + count) % count
    sizeIndex = 0
  }
}
