/// One row of a menu (``Menu``'s commands, ``Picker``'s options): its title, how it is drawn,
/// and whether it can be chosen.
struct MenuItem: Equatable {
  var title: String
  /// A role to draw it in (``ThemeRole/danger`` for a destructive command).
  var role: ThemeRole?
  /// Whether it is marked `✓` (a picker's chosen option).
  var isChecked = false
  /// Whether it can be chosen (a disabled button's command cannot).
  var isEnabled = true
  /// Whether it is a line between groups of items (a ``Divider``), never highlighted.
  var isSeparator = false

  /// A line between groups of items.
  static let separator = MenuItem(title: "", isEnabled: false, isSeparator: true)
}

extension MenuItem {
  /// The item `line` names among `items` (case and accents ignored): the one titled so, else
  /// the only one whose title starts so; nil when none or several do, or it cannot be chosen.
  static func index(named line: String, in items: [MenuItem]) -> Int? {
    let wanted = TypeAhead.folded(line.trimmingWhitespace)
    guard !wanted.isEmpty else { return nil }
    let folded = items.map { TypeAhead.folded($0.title) }
    let enabled = items.indices.filter { items[$0].isEnabled }
    if let exact = enabled.first(where: { folded[$0] == wanted }) { return exact }
    let starting = enabled.filter { folded[$0].hasPrefix(wanted) }
    return starting.count == 1 ? starting[0] : nil
  }

  /// The problem with a line that names no single item of `items`, in a menu titled `title`.
  static func problem(with line: String, in items: [MenuItem], title: String) -> String {
    let names = items.filter(\.isEnabled).map(\.title).joined(separator: ", ")
    return "No single option “\(line.trimmingWhitespace)” in \(title): \(names)."
  }
}
