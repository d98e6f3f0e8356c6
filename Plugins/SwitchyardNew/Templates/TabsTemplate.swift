/// `tabs <Name> --flows A,B`: a tab coordinator whose tabs each host a stack flow
/// (`ACoordinator` …), and a test.
enum TabsTemplate {
  static func coordinator(_ name: TypeName, flows: [TypeName], container: ContainerParts) -> String {
    func each(_ line: (TypeName) -> String) -> String {
      flows.map(line).joined(separator: "\n")
    }
    return #"""
      import Observation
      import Switchyard

      /// The \#(name.title) tabs: each tab a flow with a stack of its own.
      @Observable @MainActor
      final class \#(name)Coordinator: TabCoordinator {
        enum Tab: Hashable, CaseIterable {
          case \#(flows.map(\.lowerIdentifier).joined(separator: ", "))
        }

        var selectedTab = Tab.\#(flows[0].lowerIdentifier)
      \#(each { "  let \($0.lowerIdentifier): \($0)Coordinator" })

        init(\#(container.parameter(followedByMore: false))) {
      \#(each { "    \($0.lowerIdentifier) = \($0)Coordinator(\(container.argument(followedByMore: false)))" })
        }

        static func rootView(with coordinator: \#(name)Coordinator) -> some View {
          TabViewFlow(coordinator: coordinator) { tab in
            switch tab {
      \#(each { "      case .\($0.lowerIdentifier): \($0)Coordinator.rootView(with: coordinator.\($0.lowerIdentifier))" })
            }
          }
        }

        func stack(for tab: Tab) -> (any NavigationStackCoordinator)? {
          switch tab {
      \#(each { "    case .\($0.lowerIdentifier): \($0.lowerIdentifier)" })
          }
        }

        func title(forTab tab: Tab) -> String {
          switch tab {
      \#(each { "    case .\($0.lowerIdentifier): \"\($0.title)\"" })
          }
        }
      }

      """#
  }

  static func tests(
    _ name: TypeName, flows: [TypeName], module: String, container: ContainerParts
  ) -> String {
    let last = flows[flows.count - 1]
    return #"""
      import Switchyard
      import SwitchyardTesting
      import Testing

      @testable import \#(module)

      @MainActor
      @Suite("\#(name.title) tabs")
      struct \#(name)CoordinatorTests {
        @Test("the tab bar names every tab; \#(flows.count) selects the last one")
        func tabs() {
          let coordinator = \#(name)Coordinator(\#(container.madeForTest(followedByMore: false)))
          let harness = HeadlessHarness(width: 80, height: 8) { \#(name)Coordinator.rootView(with: coordinator) }
          for title in [\#(flows.map { "\"\($0.title)\"" }.joined(separator: ", "))] {
            #expect(harness.screen.contains(title))
          }
          harness.press(.character("\#(flows.count)"))
          #expect(coordinator.selectedTab == .\#(last.lowerIdentifier))
        }
      }

      """#
  }
}
