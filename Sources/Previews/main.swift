import Foundation
import Switchyard

#if DEBUG
  import Features

  // `switchyard-previews`: every scene of the app with its mock, live (Tab into a scene, then
  // its keys work), one at a time — Ctrl-N / Ctrl-P switch, F2 sizes, F3 colour, no colour or
  // plain text. Ctrl-Q or Ctrl-C quits. A terminal is needed: the browser is full screen.
  MainActor.assumeIsolated {
    guard TerminalSession.isInteractive, TerminalSession.plainModeReason() == nil else {
      FileHandle.standardError.write(Data("switchyard-previews: needs an interactive terminal\n".utf8))
      exit(2)
    }
    let host = ViewHost(minimumSize: Size(width: 60, height: 16)) { PreviewBrowser(AppPreviews.all) }
    let app = TerminalApp(host: host, mouse: true)
    host.onGlobalKey(.control("q"), hint: "quit") { app.quit() }
    do {
      try app.launch()
    } catch {
      FileHandle.standardError.write(Data("switchyard-previews: \(error)\n".utf8))
      exit(1)
    }
  }
  // Outside `assumeIsolated`: it ends the main thread (see `TerminalApp.launch()`).
  dispatchMain()
#else
  FileHandle.standardError.write(
    Data(
      "switchyard-previews: the scenes' mocks are in debug builds only: swift run switchyard-previews\n".utf8)
  )
  exit(2)
#endif
