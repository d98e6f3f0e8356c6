/// Words printed only in plain line mode, where looks do not print: what a colour or bold
/// says on screen (which filter is chosen) said in words. In full screen it takes no room.
///
/// ```swift
/// HStack(spacing: 0) {
///   Text(" Today ").bold()
///   PlainLineNote(" (selected)")
/// }
/// ```
public struct PlainLineNote: View, PrimitiveView {
  let text: String

  /// A note reading `text` in plain line mode.
  public init(_ text: String) {
    self.text = text
  }

  public var body: Never { fatalError() }

  func makeNodes(_ context: BuildContext) -> [Node] {
    context.host.printsLines ? Text(text).makeNodes(context) : []
  }
}
