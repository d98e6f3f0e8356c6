/// The option a radio-group picker highlights (nil: the chosen one).
enum PickerHighlightKey: HostStateKey {
  static var defaultValue: Int? { nil }
}

/// A ``Picker`` in the tree: one line opening a menu (``PickerStyle/menu``), or its options as
/// a radio group (``PickerStyle/radioGroup``, ``PickerStyle/inline``).
final class PickerNode<Value: Hashable>: Node, StyledPicker, PlainLineInput {
  let title: String
  let selection: Binding<Value>
  let options: [PickerOption<Value>]
  var chosenStyle: PickerStyle?
  /// Where the picker was drawn in the last frame.
  var mouseRect: Rect?
  /// Where each option was drawn in the last frame (a radio group's).
  var optionRects: [Rect] = []

  init(id: String, title: String, selection: Binding<Value>, options: [PickerOption<Value>]) {
    self.title = title
    self.selection = selection
    self.options = options
    super.init(id: id)
  }

  var style: PickerStyle.Kind { chosenStyle?.kind ?? .menu }

  /// The index of the option the selection holds, if one does.
  var chosenIndex: Int? {
    let value = selection.wrappedValue
    return options.firstIndex { $0.value == value }
  }

  /// The chosen option's title (`–` when the selection holds none of the options).
  var chosenTitle: String { chosenIndex.map { options[$0].title } ?? "–" }

  /// Sets the selection to option `index`.
  func choose(_ index: Int) {
    guard options.indices.contains(index) else { return }
    selection.wrappedValue = options[index].value
  }

  /// The label drawn before the value or the options: `Priority: `, or nothing without a title.
  var label: String { title.isEmpty ? "" : title + ": " }

  override var isFocusable: Bool { true }

  /// `picker Priority: Normal (Low, Normal, High)`: the first ten options, and how many there
  /// are when there are more.
  override var accessibilityLabel: String {
    let named = options.prefix(10).map(\.title).joined(separator: ", ")
    let more = options.count > 10 ? " … \(options.count) in all" : ""
    return "picker \(title): \(chosenTitle) (" + named + more + ")"
  }

  override var fullText: String { label + chosenTitle }

  override var hints: [KeyHint] {
    style == .menu
      ? [KeyHint("enter", "choose " + (title.isEmpty ? "an option" : title.lowercased()))]
      : [KeyHint("↑↓", "move"), KeyHint("space", "choose")]
  }

  override func uses(_ key: Key) -> Bool {
    style == .menu ? [.enter, .character(" "), .up, .down].contains(key) : radioUses(key)
  }

  override func measure(_ available: Size) -> Size {
    switch style {
    case .menu:
      let widest = options.map { CharacterWidth.of($0.title) }.max() ?? 1
      return Size(
        width: min(available.width, CharacterWidth.of(label) + widest + 2), height: min(1, available.height))
    case .radioGroup, .inline:
      return measureRadio(available)
    }
  }

  override func draw(in rect: Rect, canvas: inout Canvas, context: NodeContext) {
    mouseRect = rect.intersection(canvas.clip)
    switch style {
    case .menu: drawMenuStyle(in: rect, canvas: &canvas, context: context)
    case .radioGroup, .inline: drawRadio(in: rect, canvas: &canvas, context: context)
    }
  }

  override func handle(_ key: Key, context: NodeContext) -> Bool {
    style == .menu ? handleMenuStyle(key, host: context.host) : handleRadio(key, host: context.host)
  }

  func take(line: String, host: ViewHost) -> String? {
    let items = options.map { MenuItem(title: $0.title) }
    guard let index = MenuItem.index(named: line, in: items) else {
      return MenuItem.problem(with: line, in: items, title: title)
    }
    choose(index)
    return nil
  }
}

extension PickerNode: MouseHandling {
  /// A click focuses the picker: on the menu style it opens the menu, on a radio group's option
  /// it chooses that option.
  func handle(_ event: MouseEvent, context: NodeContext) -> Bool {
    guard event.action == .press else { return false }
    context.host.focus(id: id)
    switch style {
    case .menu:
      openMenu(host: context.host)
    case .radioGroup, .inline:
      if let index = optionRects.firstIndex(where: { $0.contains(x: event.column, y: event.row) }) {
        context.host[PickerHighlightKey.self, id] = index
        choose(index)
      }
    }
    return true
  }
}
