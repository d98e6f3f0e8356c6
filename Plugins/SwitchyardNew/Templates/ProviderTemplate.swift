/// `provider <Name>`: a flow provider — a sub-flow with its own destinations that moves through
/// whichever stack hosts it — and a test of its navigation.
enum ProviderTemplate {
  static func provider(_ name: TypeName, container: ContainerParts) -> String {
    #"""
    import Switchyard

    /// The \#(name.title) sub-flow, reusable from several flows: a first screen, and a sheet over it.
    ///
    /// A host wraps these destinations in one case of its own and forwards scenes and titles to it
    /// (`switchyard-new provider` printed the lines).
    @MainActor
    final class \#(name)Flow: FlowProvider {
      enum Destination: NavigationDestination {
        /// The sub-flow's first screen.
        case overview
        /// A sheet over it.
        case edit
      }

      let navigation: FlowNavigation<Destination>\#(container.property(observable: false))

      init(\#(container.parameter(followedByMore: true))navigation: FlowNavigation<Destination>) {\#(container.assignment)
        self.navigation = navigation
      }

      /// Opens the sub-flow: pushes its first screen on the host's stack.
      func start() { navigate(to: .overview) }

      func scene(for destination: Destination) -> some View {
        switch destination {
        case .overview:
          Text("\#(name.title): press e to open the sheet.")
            .onKey(.character("e"), hint: "edit") { [weak self] in self?.present(modal: .edit, type: .sheet) }
        case .edit:
          Text("The sheet: Enter closes it.")
            .onKey(.enter, hint: "done") { [weak self] in self?.dismissModal() }
        }
      }

      func title(for destination: Destination) -> String {
        switch destination {
        case .overview: "\#(name.title)"
        case .edit: "Edit"
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

    /// The \#(name.title) sub-flow on its own, a recorder standing in for its host.
    @MainActor
    @Suite("\#(name.title) flow provider")
    struct \#(name)FlowTests {
      @Test("start pushes the first screen; e there presents the sheet; Enter in the sheet closes it")
      func navigation() {
        let recorder = FlowNavigationRecorder<\#(name)Flow.Destination>()
        let flow = \#(name)Flow(\#(container.madeForTest(followedByMore: true))navigation: recorder.navigation)
        flow.start()
        HeadlessHarness(width: 60, height: 4) { flow.scene(for: .overview) }.press(.character("e"))
        HeadlessHarness(width: 60, height: 4) { flow.scene(for: .edit) }.press(.enter)
        #expect(recorder.requests == [.navigate(.overview), .present(.edit, .sheet), .dismiss])
      }

      @Test("the titles the host shows")
      func titles() {
        let flow = \#(name)Flow(\#(container.madeForTest(followedByMore: true))navigation: FlowNavigationRecorder().navigation)
        #expect(flow.title(for: .overview) == "\#(name.title)")
        #expect(flow.title(for: .edit) == "Edit")
      }
    }

    """#
  }
}
