/// `flow <Name>`: a stack coordinator — its destinations, path, sheet and alert — and a test.
enum FlowTemplate {
  static func coordinator(_ name: TypeName, container: ContainerParts) -> String {
    #"""
    import Observation
    import Switchyard

    /// The \#(name.title) flow: a stack of screens, with sheets and alerts over it.
    @Observable @MainActor
    final class \#(name)Coordinator: NavigationStackCoordinator, ModalPresenter, AlertPresenter {
      enum Destination: NavigationDestination {
        /// A screen of the flow (an example: rename it, and add a case for each screen —
        /// `switchyard-new scene` prints the lines).
        case detail(Int)
      }

      var path: [Destination] = []
      var modalCover: ModalCoverModel<Destination>?
      var alertModel: AlertModel?\#(container.property(observable: true))

      init(\#(container.parameter(followedByMore: false))) {\#(container.assignment)
      }

      static func rootView(with coordinator: \#(name)Coordinator) -> some View {
        NavigationStackFlow(coordinator: coordinator, title: "\#(name.title)") {
          // The flow's first screen: a scene's component, as `switchyard-new scene` prints it.
          Text("\#(name.title): the first screen of this flow goes here.")
        }
      }

      func scene(for destination: Destination) -> some View {
        switch destination {
        case .detail(let id): Text("Detail \(id)")
        }
      }

      func title(for destination: Destination) -> String {
        switch destination {
        case .detail(let id): "Detail \(id)"
        }
      }
    }

    """#
  }

  static func tests(_ name: TypeName, module: String, container: ContainerParts) -> String {
    #"""
    import Switchyard
    import SwitchyardTesting
    import Testing

    @testable import \#(module)

    @MainActor
    @Suite("\#(name.title) flow")
    struct \#(name)CoordinatorTests {
      @Test("a destination pushed shows its screen and its title; Esc goes back")
      func pushAndPop() {
        let coordinator = \#(name)Coordinator(\#(container.madeForTest(followedByMore: false)))
        let harness = HeadlessHarness(width: 50, height: 8) { \#(name)Coordinator.rootView(with: coordinator) }
        coordinator.navigate(to: .detail(7))
        #expect(harness.screen.contains("Detail 7"))
        harness.press(.escape)
        #expect(coordinator.path.isEmpty)
        #expect(!harness.screen.contains("Detail 7"))
      }
    }

    """#
  }
}
