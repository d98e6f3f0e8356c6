import Foundation
import Switchyard

// `switchyard-gallery`: every TerminalUI primitive and every flow kind, usable with the
// keyboard. `--plain` (or a non-terminal) runs it in plain line mode. `q` or Ctrl-C quits.
let plainAsked = GalleryArguments.parse(Array(CommandLine.arguments.dropFirst()))
MainActor.assumeIsolated {
  let coordinator = GalleryCoordinator()
  let host = ViewHost(minimumSize: Size(width: 60, height: 16)) {
    AppShell { GalleryCoordinator.rootView(with: coordinator) }
  }
  let note = TerminalSession.plainModeReason()
  if let note { FileHandle.standardError.write(Data("switchyard-gallery: \(note)\n".utf8)) }
  if plainAsked || !TerminalSession.isInteractive || note != nil {
    let app = PlainLineApp(host: host)
    host.onGlobalKey(.character("q"), hint: "quit") { app.quit() }
    return app.launch()
  }
  let app = TerminalApp(host: host, mouse: true)
  host.onGlobalKey(.character("q"), hint: "quit") { app.quit() }
  #if DEBUG
    // For the crash-restore test (debug builds only; a release build has no such hook):
    // `SWITCHYARD_GALLERY_CRASH_KEY=x` makes `x` crash the gallery.
    if let crashKey = ProcessInfo.processInfo.environment["SWITCHYARD_GALLERY_CRASH_KEY"]?.first {
      host.onGlobalKey(.character(crashKey)) { fatalError("crash requested by the test") }
    }
    // For the exit-under-load test: `SWITCHYARD_GALLERY_BUSY_KEY=x` makes `x` keep the main
    // queue busy for 60 s.
    if let busyKey = ProcessInfo.processInfo.environment["SWITCHYARD_GALLERY_BUSY_KEY"]?.first {
      host.onGlobalKey(.character(busyKey)) {
        let end = ContinuousClock.now + .seconds(60)
        while ContinuousClock.now < end {}
      }
    }
    // For the unfinished-exit test: `SWITCHYARD_GALLERY_EXIT_NOTE=text` adds an exit hook
    // whose note is `text` (said if a signal's exit ends the gallery before the hook runs).
    if let note = ProcessInfo.processInfo.environment["SWITCHYARD_GALLERY_EXIT_NOTE"] {
      ProcessExit.onExit(unfinished: note) {}
    }
  #endif
  do {
    try app.launch()
  } catch {
    FileHandle.standardError.write(Data("switchyard-gallery: \(error)\n".utf8))
    exit(1)
  }
}
// Outside `assumeIsolated`: it ends the main thread (see `TerminalApp.launch()`).
dispatchMain()
