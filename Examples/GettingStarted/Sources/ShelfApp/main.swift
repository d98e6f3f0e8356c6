import Foundation
import Shelf
import Switchyard

// A synchronous entry point keeps main-actor code on the main thread on Linux.
MainActor.assumeIsolated {
  let cache = DataCache(value: ShelfState(books: [Book(id: 1, title: "The Left Hand of Darkness")]))
  let coordinator = ShelfCoordinator(cache: cache)
  let host = ViewHost { AppShell { ShelfCoordinator.rootView(with: coordinator) } }
  if CommandLine.arguments.contains("--plain") || !TerminalSession.isInteractive {
    let app = PlainLineApp(host: host)
    host.onGlobalKey(.character("q"), hint: "quit") { app.quit() }
    return app.launch()
  }
  let app = TerminalApp(host: host)
  host.onGlobalKey(.character("q"), hint: "quit") { app.quit() }
  do {
    try app.launch()
  } catch {
    FileHandle.standardError.write(Data("shelf: \(error)\n".utf8))
    exit(1)
  }
}
// The main queue runs the app from here (outside `assumeIsolated`: this ends the main thread).
dispatchMain()
