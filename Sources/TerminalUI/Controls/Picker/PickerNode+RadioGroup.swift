extension PickerNode {
  /// Whether options go on one line (``PickerStyle/inline``) rather than a row each.
  var isInline: Bool { style == .inline }

  /// `(•) Low` or `( ) Low`.
  private func optionText(_ index: Int, chosen: Int?) -> String {
    (index == chosen ? "(•) " : "( ) ") + options[index].title
  }

  /// Where each option goes in a rectangle `width` wide, relative to its top left: a row each
  /// under the title (radio group), or one after another after the title, onto further lines
  /// under the first option when they do not fit (inline).
  private func layout(width: Int) -> [Rect] {
    let titleWidth = CharacterWidth.of(label)
    var rects: [Rect] = []
    var x = titleWidth
    var y = isInline || title.isEmpty ? 0 : 1
    for index in options.indices {
      let cells = min(CharacterWidth.of(optionText(index, chosen: nil)), max(width, 1))
      if isInline {
        if x > titleWidth, x + cells > width {
          x = titleWidth
          y += 1
        }
        rects.append(Rect(x: min(x, max(width - cells, 0)), y: y, width: cells, height: 1))
        x += cells + 2
      } else {
        rects.append(Rect(x: 0, y: y, width: cells, height: 1))
        y += 1
      }
    }
    return rects
  }

  func measureRadio(_ available: Size) -> Size {
    let rects = layout(width: available.width)
    let width = max(rects.map(\.maxX).max() ?? 0, isInline ? 0 : CharacterWidth.of(title))
    let height = max(rects.map(\.maxY).max() ?? 0, title.isEmpty ? 0 : 1)
    return Size(width: min(width, available.width), height: min(height, available.height))
  }

  /// The option highlighted while focused: the one moved to, else the chosen one.
  func highlighted(_ host: ViewHost) -> Int {
    let kept = host[PickerHighlightKey.self, id] ?? chosenIndex ?? 0
    return min(max(kept, 0), max(options.count - 1, 0))
  }

  func drawRadio(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    if !title.isEmpty {
      canvas.text(
        isInline ? label : title, x: rect.x, y: rect.y, style: context.style(.muted), maxWidth: rect.width)
    }
    let chosen = chosenIndex
    let focused = context.isFocused(self)
    let highlight = highlighted(context.host)
    optionRects = []
    for (index, place) in layout(width: rect.width).enumerated() {
      let cell = Rect(x: rect.x + place.x, y: rect.y + place.y, width: place.width, height: 1)
      guard cell.maxY <= rect.maxY else { break }
      optionRects.append(cell.intersection(canvas.clip))
      var style = index == chosen ? context.style(.accent) : context.style
      if focused, index == highlight { style = style.merged(with: context.theme[.selection]) }
      canvas.text(
        CharacterWidth.truncate(optionText(index, chosen: chosen), to: cell.width), x: cell.x, y: cell.y,
        style: style, maxWidth: cell.width)
    }
  }

  func radioUses(_ key: Key) -> Bool {
    Keymap.radioGroup.commands.contains { $0.defaultKeys.contains(key) }
  }

  /// ↑/↓ (←/→) move the highlight, past the first or last option to the view before or after;
  /// Space or Enter chooses the highlighted option. On one line (inline), ↑/↓ go to the views
  /// above and below, as in a form.
  func handleRadio(_ key: Key, host: ViewHost) -> Bool {
    if isInline, key == .up || key == .down {
      host.moveFocus(by: key == .down ? 1 : -1)
      return true
    }
    let highlight = highlighted(host)
    switch Keymap.radioGroup.command(for: key, in: host) {
    case "previous":
      if highlight == 0 { host.moveFocus(by: -1) } else { host[PickerHighlightKey.self, id] = highlight - 1 }
    case "next":
      if highlight >= options.count - 1 {
        host.moveFocus(by: 1)
      } else {
        host[PickerHighlightKey.self, id] = highlight + 1
      }
    case "choose":
      choose(highlight)
    default:
      return false
    }
    return true
  }
}
