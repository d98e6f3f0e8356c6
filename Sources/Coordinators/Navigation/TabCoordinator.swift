/// A coordinator whose flow is a set of tabs, each usually hosting its own stack.
///
/// Selecting the tab that is already selected pops that tab's stack to its root.
@MainActor
public protocol TabCoordinator: Coordinator {
  /// The type identifying a tab (usually an enum of them).
  associatedtype Tab: Hashable

  /// The tabs, in the order they are shown.
  var tabs: [Tab] { get }
  /// The tab shown.
  var selectedTab: Tab { get set }

  /// The stack hosted by `tab`, if any, so re-selecting the tab can pop it to its root.
  func stack(for tab: Tab) -> (any NavigationStackCoordinator)?
  /// The tab's title in the tab bar.
  func title(forTab tab: Tab) -> String
  /// A short badge shown beside the tab's title (a count), or `nil`.
  func badge(forTab tab: Tab) -> String?
}

extension TabCoordinator {
  public func stack(for tab: Tab) -> (any NavigationStackCoordinator)? { nil }

  public func title(forTab tab: Tab) -> String { String(describing: tab) }

  public func badge(forTab tab: Tab) -> String? { nil }

  /// Shows `tab`; if it is already shown, pops its stack to the root.
  public func select(_ tab: Tab) {
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

extension TabCoordinator where Tab: CaseIterable, Tab.AllCases == [Tab] {
  public var tabs: [Tab] { Tab.allCases }
}
