/// A short highlighted label, such as a count.
public struct Badge: View {
  let text: String
  let color: Color

  public init(_ text: String, color: Color = .cyan) {
    self.text = text
    self.color = color
  }

  public init(_ count: Int, color: Color = .cyan) {
    self.init(String(count), color: color)
  }

  public var body: some View {
    Text(" \(text) ").reverse().foregroundColor(color)
  }
}
