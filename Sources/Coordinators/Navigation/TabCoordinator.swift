/// A coordinator whose flow is a set of tabs, each usually hosting its own stack.
///
/// Selecting the tab that is already selected pops that tab's stack to its root.
@MainActor
public protocol TabCoordinator: Coordinator {
  /// The type identifying a tab (named so it does not clash with a `Tab` view).
  associatedtype TabValue: Hashable

  /// The tabs, in the order they are shown.
  var tabs: [TabValue] { get }
  /// The tab shown.
  var selectedTab: TabValue { get set }

  /// The stack hosted by `tab`, if any, so re-selecting the tab can pop it to its root.
  func stack(for tab: TabValue) -> (any NavigationStackCoordinator)?
  /// The tab's title in the tab bar.
  func title(forTab tab: TabValue) -> String
  /// A short badge shown beside the tab's title (a count), or `nil`.
  func badge(forTab tab: TabValue) -> String?
}

extension TabCoordinator {
  public func stack(for tab: TabValue) -> (any NavigationStackCoordinator)? { nil }

  public func title(forTab tab: TabValue) -> String { String(describing: tab) }

  public func badge(forTab tab: TabValue) -> String? { nil }

  /// Shows `tab`; if it is already shown, pops its stack to the root.
  public func select(_ tab: TabValue) {
    if tab == selectedTab {
      stack(for: tab)?.popToRoot()
    } else {
      selectedTab = tab
    }
  }

  /// Shows the tab `offset` places after (or before, if negative) the selected one,
  /// wrapping around.
  public func selectTab(offsetBy offset: Int) {
    guard !tabs.isEmpty, let index = tabs.firstIndex(of: selectedTab) else { return }
    let count = tabs.count
    selectedTab = tabs[((index + offset) % count + count) % count]
  }
}

extension TabCoordinator where TabValue: CaseIterable, TabValue.AllCases == [TabValue] {
  public var tabs: [TabValue] { TabValue.allCases }
}
