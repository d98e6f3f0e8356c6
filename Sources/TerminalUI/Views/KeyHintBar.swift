/// The footer: the keys that work on the current screen, like lazygit's and k9s's.
///
/// It reads the focused view's keys and the `onKey(_:hint:)` bindings around it, so each
/// screen's footer is always true to what the keys do. A click on a hint presses its key.
public struct KeyHintBar: View, PrimitiveView {
  /// A footer for the current screen.
  public init() {}
  public var body: Never { fatalError() }
  func makeNodes(_ context: BuildContext) -> [Node] { [KeyHintNode(id: context.id)] }
}

final class KeyHintNode: Node, MouseHandling {
  private(set) var mouseRect: Rect?
  /// Where each hint that presses a key was drawn in the last frame: its columns and key.
  private var drawnKeys: [(columns: Range<Int>, key: Key)] = []

  override init(id: String, children: [Node] = []) {
    super.init(id: id)
    expandsHorizontally = true
  }

  override func measure(_ available: Size) -> Size {
    Size(width: available.width, height: min(1, available.height))
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    mouseRect = rect.intersection(canvas.clip)
    drawnKeys = []
    var x = rect.x
    for hint in Self.fitting(context.host.hints, width: rect.width) {
      let start = x
      defer { if let key = hint.press { drawnKeys.append((start..<x, key)) } }
      x += canvas.text(
        hint.key, x: x, y: rect.y, style: context.style.merged(with: Style(bold: true, reverse: true)),
        maxWidth: rect.maxX - x)
      x += canvas.text(
        " \(hint.label)  ", x: x, y: rect.y, style: context.style(.muted),
        maxWidth: rect.maxX - x)
    }
  }

  /// A click on a hint presses its key (after this click is handled), as typing it would.
  func handle(_ event: MouseEvent, context: NodeContext) -> Bool {
    guard event.action == .press, let hit = drawnKeys.first(where: { $0.columns.contains(event.column) })
    else {
      return false
    }
    context.host.press(hit.key)
    return true
  }

  /// The hints that fit whole in `width` cells, in order: the first ones, and always the last
  /// (`? help`, which lists the rest).
  static func fitting(_ hints: [KeyHint], width: Int) -> [KeyHint] {
    func cells(_ hint: KeyHint) -> Int { CharacterWidth.of(hint.key) + 1 + CharacterWidth.of(hint.label) }
    guard let last = hints.last else { return [] }
    var used = cells(last)
    var chosen: [KeyHint] = []
    for hint in hints.dropLast() {
      guard used + 2 + cells(hint) <= width else { break }
      used += 2 + cells(hint)
      chosen.append(hint)
    }
    return chosen + [last]
  }
}
