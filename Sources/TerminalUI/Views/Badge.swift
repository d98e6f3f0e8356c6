/// A short label in reverse video — a count or a tag — in a colour, or in a theme role's
/// colour (``ThemeRole/info`` unless told).
///
/// ```swift
/// HStack {
///   Badge(3)
///   Badge("overdue", role: .danger)
///   Badge("new", color: .green)
/// }
/// ```
public struct Badge: View {
  let text: String
  let color: Color?
  let role: ThemeRole

  /// A badge showing `text` (sanitised) in the theme's look for `role`.
  public init(_ text: String, role: ThemeRole = .info) {
    self.text = text
    self.color = nil
    self.role = role
  }

  /// A badge showing `count` in the theme's look for `role`.
  public init(_ count: Int, role: ThemeRole = .info) {
    self.init(String(count), role: role)
  }

  /// A badge showing `text` (sanitised) in `color`.
  public init(_ text: String, color: Color) {
    self.text = text
    self.color = color
    self.role = .info
  }

  /// A badge showing `count` in `color`.
  public init(_ count: Int, color: Color) {
    self.init(String(count), color: color)
  }

  /// The label, reversed in the badge colour.
  public var body: some View {
    if let color {
      Text(" \(text) ").reverse().foregroundColor(color)
    } else {
      Text(" \(text) ").foregroundStyle(role).reverse()
    }
  }
}
