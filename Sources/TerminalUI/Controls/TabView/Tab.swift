/// One tab of a ``TabView``: its title in the tab bar, the value that selects it, an optional
/// badge, and its content — built only while the tab is selected.
///
/// ```swift
/// Tab("Inbox", value: 0) { Text("3 tasks") }.badge(3)
/// ```
public struct Tab<Value: Hashable> {
  /// The title in the tab bar.
  public var title: String
  /// The value the ``TabView``'s selection holds while this tab shows.
  public var value: Value
  /// A short text beside the title (a count), if any.
  public var badgeText: String?
  /// Builds the content, when the tab is selected.
  let content: @MainActor () -> AnyView

  /// A tab titled `title`, selected by `value`, showing what `content` builds.
  public init<Content: View>(
    _ title: String, value: Value, @ViewBuilder content: @escaping @MainActor () -> Content
  ) {
    self.title = Sanitizer.typed(title)
    self.value = value
    self.content = { AnyView(content()) }
  }

  /// This tab with `text` beside its title (nil for none).
  public func badge(_ text: String?) -> Tab {
    var copy = self
    copy.badgeText = text.map(Sanitizer.typed)
    return copy
  }

  /// This tab with `count` beside its title (none for 0, as SwiftUI does).
  public func badge(_ count: Int) -> Tab {
    badge(count == 0 ? nil : String(count))
  }
}

/// Collects the ``Tab``s of a ``TabView``: listed one by one, chosen with `if`/`switch`, or
/// made in a `for` loop.
@resultBuilder
public enum TabContentBuilder<Value: Hashable> {
  public static func buildExpression(_ tab: Tab<Value>) -> [Tab<Value>] { [tab] }
  // Built on every frame: one part (a `for` loop alone) is passed on as it is, and parts are
  // joined into one array sized once.
  public static func buildBlock(_ parts: [Tab<Value>]...) -> [Tab<Value>] { joined(parts) }
  public static func buildOptional(_ part: [Tab<Value>]?) -> [Tab<Value>] { part ?? [] }
  public static func buildEither(first part: [Tab<Value>]) -> [Tab<Value>] { part }
  public static func buildEither(second part: [Tab<Value>]) -> [Tab<Value>] { part }
  public static func buildArray(_ parts: [[Tab<Value>]]) -> [Tab<Value>] { joined(parts) }

  private static func joined(_ parts: [[Tab<Value>]]) -> [Tab<Value>] {
    if parts.count == 1 { return parts[0] }
    var tabs: [Tab<Value>] = []
    tabs.reserveCapacity(parts.reduce(0) { $0 + $1.count })
    for part in parts { tabs.append(contentsOf: part) }
    return tabs
  }
}
