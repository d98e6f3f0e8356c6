/// A line (or lines, split at newlines) of styled text. Text from data is sanitised: control
/// characters never reach the terminal. Text wider than its space is cut with `…`.
public struct Text: View, PrimitiveView {
  let content: String
  var style = Style()
  var role: ThemeRole?
  var wraps = false

  /// Text showing `content`.
  public init(_ content: String) {
    self.content = Sanitizer.clean(content.replacingNewlines, keepingNewlines: true)
  }

  public var body: Never { fatalError() }

  /// Bold text.
  public func bold(_ on: Bool = true) -> Text { with { $0.style.bold = on } }
  /// Dim text.
  public func dim(_ on: Bool = true) -> Text { with { $0.style.dim = on } }
  /// Italic text.
  public func italic(_ on: Bool = true) -> Text { with { $0.style.italic = on } }
  /// Underlined text.
  public func underline(_ on: Bool = true) -> Text { with { $0.style.underline = on } }
  /// Text with foreground and background swapped.
  public func reverse(_ on: Bool = true) -> Text { with { $0.style.reverse = on } }
  /// Text in `color`.
  public func foregroundColor(_ color: Color?) -> Text { with { $0.style.foreground = color } }
  /// Text on `color`.
  public func backgroundColor(_ color: Color?) -> Text { with { $0.style.background = color } }
  /// Text that wraps at word boundaries instead of being cut.
  public func wrapped() -> Text { with { $0.wraps = true } }

  private func with(_ change: (inout Text) -> Void) -> Text {
    var copy = self
    change(&copy)
    return copy
  }

  func makeNodes(_ context: BuildContext) -> [Node] {
    [TextNode(id: context.id, text: content, style: style, role: role, wraps: wraps)]
  }
}

extension String {
  /// Newlines kept as line breaks (`\n`), every other line-break form normalised to it.
  var replacingNewlines: String {
    guard utf8.contains(UInt8(ascii: "\r")) else { return self }
    return split(omittingEmptySubsequences: false) { $0 == "\r\n" || $0 == "\r" }.joined(separator: "\n")
  }
}

final class TextNode: Node {
  let lines: [String]
  let style: Style
  let role: ThemeRole?
  let wraps: Bool

  init(id: String, text: String, style: Style, role: ThemeRole? = nil, wraps: Bool) {
    lines =
      text.utf8.contains(UInt8(ascii: "\n"))
      ? text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : [text]
    self.style = style
    self.role = role
    self.wraps = wraps
    super.init(id: id)
  }

  func layoutLines(width: Int) -> [String] {
    guard wraps, width > 0 else { return lines }
    return lines.flatMap { TextWrapper.wrap($0, width: width) }
  }

  override func measure(_ available: Size) -> Size {
    let shown = layoutLines(width: available.width)
    var width = 0
    for line in shown { width = max(width, CharacterWidth.of(line)) }
    return Size(width: min(width, available.width), height: min(shown.count, available.height))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    let style = (role.map(context.style) ?? context.style).merged(with: self.style)
    for (offset, line) in layoutLines(width: rect.width).prefix(rect.height).enumerated() {
      canvas.text(
        CharacterWidth.truncate(line, to: rect.width), x: rect.x, y: rect.y + offset, style: style,
        maxWidth: rect.width)
    }
  }

  override var accessibilityLabel: String { lines.joined(separator: " ") }
  override var fullText: String { lines.joined(separator: " ").trimmingWhitespace }
}

/// Word wrapping by cell width.
enum TextWrapper {
  /// `line` broken at spaces into lines of at most `width` cells; a word wider than a line
  /// is split, and every line holds at least one character, so wrapping always ends.
  static func wrap(_ line: String, width: Int) -> [String] {
    guard CharacterWidth.of(line) > width else { return [line] }
    var result: [String] = []
    var current = ""
    for word in line.split(separator: " ", omittingEmptySubsequences: false) {
      let candidate = current.isEmpty ? String(word) : current + " " + word
      if CharacterWidth.of(candidate) <= width {
        current = candidate
        continue
      }
      if !current.isEmpty { result.append(current) }
      current = String(word)
      while CharacterWidth.of(current) > width {
        let head = prefix(of: current, fitting: width)
        // One character wider than the line stays whole (it is cut with `…` when drawn).
        guard head.count < current.count else { break }
        result.append(head)
        current = String(current.dropFirst(head.count))
      }
    }
    result.append(current)
    return result
  }

  /// The longest start of `text` that fits in `width` cells, and never less than one
  /// character.
  private static func prefix(of text: String, fitting width: Int) -> String {
    var head = ""
    var used = 0
    for character in text {
      let cells = CharacterWidth.of(character)
      if used + cells > width, !head.isEmpty { break }
      head.append(character)
      used += cells
    }
    return head
  }
}
