/// Every preview of an app, one at a time and live: a list of previews beside the chosen one,
/// drawn at its size in colour, without colour, or as plain mode prints it.
///
/// Keys: Ctrl-N / Ctrl-P the next and previous preview (↑/↓ too while the list is focused),
/// F2 the next size, F3 colour → no colour → plain; Tab moves the focus into the preview,
/// whose mock then gets the keys, so focus, typing and the scene's own keys can be tried.
///
/// ```swift
/// let host = ViewHost { PreviewBrowser(previews) }
/// ```
public struct PreviewBrowser: View {
  let previews: [Preview]
  @StateObject private var state = PreviewBrowserState()

  /// A browser over `previews`.
  public init(_ previews: [Preview]) {
    self.previews = previews
  }

  public var body: some View {
    VStack(spacing: 0) {
      HStack(spacing: 1) {
        List(count: previews.count, selection: Binding(state, \.index), emptyText: "No previews") { index in
          Text(previews[index].name)
        }
        .frame(width: 30)
        .border(title: "Previews \(previews.isEmpty ? 0 : state.index + 1)/\(previews.count)")
        if let preview = current { shown(preview) }
      }
      KeyHintBar()
    }
    .keymap([
      KeyCommand(.control("n"), "next") { state.move(by: 1, count: previews.count) },
      KeyCommand(.control("p"), "previous") { state.move(by: -1, count: previews.count) },
      KeyCommand(.function(2), "size") { state.sizeIndex += 1 },
      KeyCommand(.function(3), "colour/plain") { state.mode = state.mode.next },
    ])
  }

  private var current: Preview? {
    previews.indices.contains(state.index) ? previews[state.index] : nil
  }

  private func shown(_ preview: Preview) -> some View {
    let size = preview.sizes[state.sizeIndex % preview.sizes.count]
    let key = "\(preview.name)/\(size.width)x\(size.height)/\(state.mode)"
    return VStack(spacing: 0) {
      Text("\(preview.name) — \(size.width)×\(size.height) · \(state.mode.title)").foregroundStyle(.muted)
      PreviewFrame(
        view: state.mode == .plain
          ? AnyView(Text(state.plainText(of: preview, size: size, key: key)).wrapped())
          : state.view(of: preview, key: key),
        size: size, mode: state.mode
      )
      .id(key)
      .frame(width: size.width + 2, height: size.height + 2, alignment: .topLeading)
    }
  }
}

/// The chosen preview, bordered at its size, in the browser's mode (in plain mode, `view` is
/// the plain text already).
struct PreviewFrame: View {
  let view: AnyView
  let size: Size
  let mode: PreviewMode

  var body: some View {
    content
      .frame(width: size.width, height: size.height, alignment: .topLeading)
      .border()
  }

  @ViewBuilder private var content: some View {
    switch mode {
    case .colour, .plain: view
    case .noColour: view.theme(PreviewMode.colourless)
    }
  }
}
