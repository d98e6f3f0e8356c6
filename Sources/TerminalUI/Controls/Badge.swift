/// A short highlighted label, such as a count.
public struct Badge: View {
  let text: String
  let color: Color

  /// A badge showing `text` (sanitised) in `color`.
  public init(_ text: String, color: Color = .cyan) {
    self.text = text
    self.color = color
  }

  /// A badge showing `count`.
  public init(_ count: Int, color: Color = .cyan) {
    self.init(String(count), color: color)
  }

  /// The label, reversed in the badge colour.
  public var body: some View {
    Text(" \(text) ").reverse().foregroundColor(color)
  }
}
