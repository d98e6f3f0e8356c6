/// The blocks a ``MarkdownText`` last parsed, the source they came from, and their lines at the
/// width last drawn: parsed again only when the source changes, laid out again only when the
/// width does.
@MainActor
final class MarkdownCache {
  let source: String
  let blocks: [MarkdownBlock]
  var laidOut: (width: Int, lines: [MarkdownLine])?

  init(source: String, blocks: [MarkdownBlock]) {
    self.source = source
    self.blocks = blocks
  }

  /// The lines at `width`.
  func lines(width: Int) -> [MarkdownLine] {
    if let laidOut, laidOut.width == width { return laidOut.lines }
    let lines = MarkdownLayout.lines(blocks, width: width)
    laidOut = (width, lines)
    return lines
  }
}

/// A ``MarkdownText``'s cache, made on its first frame.
enum MarkdownCacheKey: HostStateKey {
  static var defaultValue: MarkdownCache? { nil }
}
