import TerminalUI

/// The app's frame: the content, then a divider and the footer of keys that work now.
public struct AppShell<Content: View>: View {
  let content: Content

  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: some View {
    VStack {
      content.frame(maxWidth: .max, maxHeight: .max)
      Divider()
      KeyHintBar()
    }
  }
}
