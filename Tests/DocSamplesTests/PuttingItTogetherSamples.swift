import Switchyard
import Testing

// The samples of the "Putting it together" article that are not the Notebook's own code.

@MainActor
@Suite("Putting it together samples")
struct PuttingItTogetherSamples {
  @Test("the app's view: notices inside the shell, under the palette, on the app's tracker")
  func compositionRoot() {
    let work = WorkTracker()
    let app = AppCoordinator()
    let palette = CommandPalette(scheme: "notes", root: { app })
    let notices = NoticeCenter()
    let host = ViewHost(work: work) {
      CommandPaletteContainer(palette: palette) {
        AppShell { AppCoordinator.rootView(with: app).notices(notices) }
      }
    }
    palette.host = host
    notices.post(Notice("Saved", kind: .success))
    let lines = host.render(size: Size(width: 60, height: 10)).lines
    #expect(lines.joined().contains("Saved"), "\(lines)")
    #expect(host.work === work)
  }
}
