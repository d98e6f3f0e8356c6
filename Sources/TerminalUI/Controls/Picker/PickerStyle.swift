/// How a ``Picker`` shows its options: set with ``View/pickerStyle(_:)`` on the picker or on a
/// view around it (every picker inside that does not choose its own takes it).
///
/// ```swift
/// VStack {
///   Picker("Priority", selection: Binding(order, \.priority)) {
///     Text("Low").tag(0)
///     Text("High").tag(1)
///   }
///   .pickerStyle(.radioGroup)
/// }
/// ```
public struct PickerStyle: Hashable, Sendable {
  enum Kind: Hashable, Sendable { case menu, radioGroup, inline }
  let kind: Kind

  /// One line showing the chosen option; Enter, Space or a click opens a menu of the options
  /// over the screen (the default).
  public static let menu = PickerStyle(kind: .menu)
  /// Every option on a row of its own, `(•)` marking the chosen one, under the picker's title.
  public static let radioGroup = PickerStyle(kind: .radioGroup)
  /// Every option on one line after the title, `(•)` marking the chosen one (wrapped onto more
  /// lines when they do not fit): ←/→ move between the options, ↑/↓ to the views above and
  /// below, as in a form.
  public static let inline = PickerStyle(kind: .inline)
}

extension View {
  /// Shows every ``Picker`` in this view in `style`, unless a picker inside sets its own.
  public func pickerStyle(_ style: PickerStyle) -> some View {
    modified { node, _ in
      PickerStyle.apply(style, in: node)
      return node
    }
  }
}

extension PickerStyle {
  /// Gives `style` to the pickers in `node`'s subtree that have none set yet (a modifier
  /// nearer a picker applies first, so it wins).
  @MainActor
  static func apply(_ style: PickerStyle, in node: Node) {
    if let picker = node as? any StyledPicker, picker.chosenStyle == nil {
      picker.chosenStyle = style
    }
    for child in node.children { apply(style, in: child) }
  }
}

/// A picker node, whatever its value type: it takes a style from ``View/pickerStyle(_:)``.
@MainActor
protocol StyledPicker: Node {
  var chosenStyle: PickerStyle? { get set }
}
