import Switchyard
import SwitchyardTesting
import Testing

// The sample of SidePane's doc comment, compiled and run.

@MainActor
@Suite("SidePane documentation sample")
struct SidePaneSamples {
  struct ListAndDetail: View {
    var body: some View {
      SidePane(shownFrom: 60, paneWidth: 20) {
        Text("The list")
      } pane: {
        Text("The detail")
      }
    }
  }

  @Test("the pane shows from 60 columns, beside the content; narrower, the content alone")
  func threshold() {
    let wide = HeadlessHarness(width: 60, height: 2) { ListAndDetail() }
    #expect(wide.screen.contains("The list") && wide.screen.contains("The detail"))
    let narrow = HeadlessHarness(width: 59, height: 2) { ListAndDetail() }
    #expect(narrow.screen.contains("The list") && !narrow.screen.contains("The detail"))
  }
}
