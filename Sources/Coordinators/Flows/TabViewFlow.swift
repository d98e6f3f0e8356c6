import TerminalUI

/// Shows a ``TabCoordinator``'s flow: a tab bar with each tab's title and badge, then the
/// selected tab's content (a `TabView`). Number keys pick a tab, Ctrl-←/→ step through them (a text field
/// keeps both: there they type, and move the cursor by a word; Esc leaves the field), picking
/// the tab already shown pops its stack to its root; so does a click on a tab's title (with
/// mouse reporting on). None of these act while a sheet or an alert shows. Each tab keeps its
/// own stack and its focus, and the `StateObject` models of a tab that is not shown are kept
/// until it is shown again.
public struct TabViewFlow<C: TabCoordinator, Content: View>: View {
  let coordinator: C
  let content: (C.Tab) -> Content
  let presentations: Presentations

  /// The flow of tabs that present neither modals nor alerts.
  public init(coordinator: C, @ViewBuilder content: @escaping (C.Tab) -> Content) {
    self.init(coordinator, content, .none)
  }

  /// The flow of tabs whose coordinator presents modals over all of them.
  public init(coordinator: C, @ViewBuilder content: @escaping (C.Tab) -> Content)
  where C: ModalPresenter {
    self.init(coordinator, content, .modals(of: coordinator))
  }

  /// The flow of tabs whose coordinator shows alerts.
  public init(coordinator: C, @ViewBuilder content: @escaping (C.Tab) -> Content)
  where C: AlertPresenter {
    self.init(coordinator, content, .alerts(of: coordinator))
  }

  /// The flow of tabs whose coordinator presents modals and shows alerts.
  public init(coordinator: C, @ViewBuilder content: @escaping (C.Tab) -> Content)
  where C: ModalPresenter & AlertPresenter {
    self.init(coordinator, content, .modalsAndAlerts(of: coordinator))
  }

  private init(_ coordinator: C, _ content: @escaping (C.Tab) -> Content, _ presentations: Presentations) {
    self.coordinator = coordinator
    self.content = content
    self.presentations = presentations
  }

  // Named, not `some View`: a generic body's opaque type is looked up by name every frame.
  public var body: AnyView {
    presentations.wrap(AnyView(tabs))
  }

  /// A `TabView` over the coordinator's tabs: picking a tab selects it through the
  /// coordinator, so picking the one shown pops its stack to its root.
  private var tabs: TabView<C.Tab> {
    TabView(selection: Binding(get: { coordinator.selectedTab }, set: { coordinator.select($0) })) {
      for tab in coordinator.tabs {
        TerminalUI.Tab(coordinator.title(forTab: tab), value: tab) {
          content(tab).keepingState(while: isTab(tab), identity: identity(of: tab))
        }
        .badge(coordinator.badge(forTab: tab))
      }
    }
  }
}

extension TabViewFlow {
  /// The identity of `tab`'s content (`tab-inbox`), its description made once per tab
  /// (`IdentityText.remembered`): describing an enum case goes through reflection.
  private func identity(of tab: C.Tab) -> String {
    "tab-" + IdentityText.remembered(tab)
  }

  /// Whether `tab` is still one of the coordinator's tabs: its state is kept while it is.
  private func isTab(_ tab: C.Tab) -> @MainActor () -> Bool {
    { [weak coordinator] in coordinator?.tabs.contains(tab) ?? false }
  }
}
